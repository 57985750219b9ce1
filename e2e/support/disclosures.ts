import { expect, type Page } from '@playwright/test';

/** The lender's warning and licence wherever a page shows them (src/components/layout). */
const disclosures =
  '[data-testid="risk-warning"], [data-testid="risk-warning-banner"], [data-testid="lender-line"]';

/**
 * Asserts that no toast on the screen lies over the warning or the licence (issue 52 item 7): the
 * boxes as the visitor sees them now, a fixed toast against the page scrolled where it is.
 */
export async function expectToastClearOfDisclosures(page: Page, toast = '[data-testid="toast"]') {
  await expect(page.locator(toast).first()).toBeVisible();
  const covered = () =>
    page.evaluate(
      ({ toast, disclosures }) => {
        const boxes = (selector: string) =>
          [...document.querySelectorAll(selector)]
            .map((element) => ({ element, box: element.getBoundingClientRect() }))
            .filter(({ box }) => box.width > 0 && box.height > 0);
        return boxes(toast).flatMap(({ box: t }) =>
          boxes(disclosures)
            .filter(
              ({ box: d }) =>
                t.left < d.right && d.left < t.right && t.top < d.bottom && d.top < t.bottom,
            )
            .map(
              ({ element, box: d }) =>
                `${element.getAttribute('data-testid')} at ${Math.round(d.top)}-${Math.round(d.bottom)}, toast at ${Math.round(t.top)}-${Math.round(t.bottom)}`,
            ),
        );
      },
      { toast, disclosures },
    );
  // The toast slides in and finds its place: give it a moment, then it must stay clear.
  await expect.poll(covered, { timeout: 2_000 }).toEqual([]);
  await page.waitForTimeout(300);
  expect(await covered()).toEqual([]);
}
