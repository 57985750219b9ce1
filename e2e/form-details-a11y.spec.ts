import { expect, test, type Locator, type Page } from '@playwright/test';
import { axe } from './support/axe';
import { hydrated, islandHydrated } from './support/hydrated';

const locales = [
  { locale: 'zh-HK', prefix: '' },
  { locale: 'en-US', prefix: '/en-US' },
] as const;
const viewports = [
  { name: 'phone', size: { width: 390, height: 844 } },
  { name: 'desktop', size: { width: 1440, height: 900 } },
] as const;

/** Moves keyboard focus onto `target` with Tab from the element just before it. */
async function tabInto(page: Page, target: Locator) {
  await target.evaluate((element) => {
    const before = document.createElement('button');
    before.textContent = 'start';
    element.before(before);
    before.focus();
    before.remove();
  });
  await page.keyboard.press('Tab');
  await expect(target).toBeFocused();
}

const outline = (target: Locator) =>
  target.evaluate((element) => {
    const style = getComputedStyle(element);
    return `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`;
  });

/** How far an element is turned: Tailwind's rotate-* sets `rotate`, others set `transform`. */
const turn = (target: Locator) =>
  target.evaluate((element) => {
    const style = getComputedStyle(element);
    return `${style.rotate} ${style.transform}`;
  });

/** Chromium's accessibility tree: the expanded state a screen reader announces for `target`. */
async function expandedState(page: Page, target: Locator): Promise<boolean | undefined> {
  const marker = `ax-${Math.random().toString(36).slice(2)}`;
  await target.evaluate((element, id) => element.setAttribute('data-ax', id), marker);
  const cdp = await page.context().newCDPSession(page);
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const { nodeId } = await cdp.send('DOM.querySelector', {
    nodeId: root.nodeId,
    selector: `[data-ax="${marker}"]`,
  });
  const { nodes } = await cdp.send('Accessibility.getPartialAXTree', {
    nodeId,
    fetchRelatives: false,
  });
  await cdp.detach();
  const expanded = nodes[0]?.properties?.find((property) => property.name === 'expanded');
  return expanded ? Boolean(expanded.value.value) : undefined;
}

for (const { locale, prefix } of locales) {
  test.describe(`form details (${locale})`, () => {
    test.use({ locale });

    // One page walks every check: each used to be a case of its own, with a new browser context
    // and a cold load of the same styles and fonts.
    test('focus rings, SME cards, landmarks and reduced motion, at phone and desktop widths', async ({
      page,
      viewport: defaultViewport,
    }) => {
      // The checks of several cases, each of which had the default 30 s.
      test.slow();
      for (const viewport of viewports) {
        await test.step(`${viewport.name}: the planner's amount field shows the site's focus ring from the keyboard`, async () => {
          await page.setViewportSize(viewport.size);
          await page.goto(`${prefix}/property-valuation`);
          await hydrated(page);
          const reference = page.locator('input[name="estate"]');
          await tabInto(page, reference);
          const siteRing = await outline(reference);
          expect(siteRing).toMatch(/^solid 2px /);

          await page.goto(`${prefix}/InstallmentIntroRoute`);
          const amount = page.getByTestId('planner').locator('input[name="amount"]');
          // The planner's fields wait for its island (disabled before, no focus from Tab).
          await islandHydrated(amount);
          await tabInto(page, amount);
          expect(await outline(amount)).toBe(siteRing);
        });

        await test.step(`${viewport.name}: SME product cards say they expand, with an icon that turns`, async () => {
          await page.setViewportSize(viewport.size);
          await page.goto(`${prefix}/sme-loan`);
          await hydrated(page);
          const card = page.getByTestId('sme-content').locator('details').first();
          const toggle = card.locator('summary');
          const icon = toggle.getByTestId('expand-icon');
          await expect(icon).toBeVisible();
          await expect(icon).toHaveAttribute('aria-hidden', 'true');
          const closedTurn = await turn(icon);
          expect(await expandedState(page, toggle)).toBe(false);

          await toggle.focus();
          await page.keyboard.press('Enter');
          await expect(card).toHaveAttribute('open', '');
          expect(await expandedState(page, toggle)).toBe(true);
          await expect.poll(() => turn(icon)).not.toBe(closedTurn);
          await page.keyboard.press('Enter');
          await expect(card).not.toHaveAttribute('open', '');
        });
      }

      await test.step('the planner page has no two landmarks of the same kind and name', async () => {
        await page.setViewportSize(defaultViewport!);
        await page.goto(`${prefix}/InstallmentIntroRoute`);
        await hydrated(page);
        const { violations } = await axe(page)
          .withRules(['landmark-unique', 'landmark-no-duplicate-main', 'region'])
          .analyze();
        expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual(
          [],
        );
      });

      // Last: the emulated preference stays with the page.
      await test.step('the SME card icon turns without animation when motion is reduced', async () => {
        await page.setViewportSize(defaultViewport!);
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await page.goto(`${prefix}/sme-loan`);
        const icon = page.getByTestId('sme-content').getByTestId('expand-icon').first();
        await expect(icon).toBeVisible();
        // Under reduced motion every transition is cut to (next to) nothing.
        const duration = await icon.evaluate(
          (element) => getComputedStyle(element).transitionDuration,
        );
        expect(Number.parseFloat(duration)).toBeLessThan(0.001);
      });
    });
  });

  test.describe(`form details without JavaScript (${locale})`, () => {
    test.use({ locale, javaScriptEnabled: false });

    test('the SME product cards open from the server HTML', async ({ page }) => {
      await page.goto(`${prefix}/sme-loan`);
      const card = page.getByTestId('sme-content').locator('details').first();
      await expect(card.getByTestId('expand-icon')).toBeVisible();
      await card.locator('summary').click();
      await expect(card).toHaveAttribute('open', '');
    });
  });
}

/**
 * Fields side by side (one grid row: the same top) whose inputs start at different heights: a hint,
 * an error or a two-line label above one of them pushes its input down unless the shell keeps inputs
 * at the bottom (field-shell.client.tsx). Answers each offending row as "field/field: tops".
 */
const misalignedRows = (page: Page) =>
  page
    .locator('form:has([data-field])')
    .first()
    .evaluate((form) => {
      const rows = new Map<number, { name: string; input: number }[]>();
      for (const field of form.querySelectorAll<HTMLElement>('[data-field]')) {
        const input = field.querySelector('input, select, textarea');
        if (!input || field.offsetParent === null) continue;
        const top = Math.round(field.getBoundingClientRect().top);
        const row = rows.get(top) ?? [];
        row.push({ name: field.dataset.field ?? '', input: input.getBoundingClientRect().top });
        rows.set(top, row);
      }
      return [...rows.values()]
        .filter((row) => row.length > 1 && new Set(row.map((f) => Math.round(f.input))).size > 1)
        .map((row) => `${row.map((f) => f.name).join('/')}: ${row.map((f) => f.input).join(', ')}`);
    });

test('fields side by side keep their inputs on one line, hint or not (both locales, phone and desktop)', async ({
  page,
}) => {
  for (const { prefix } of locales)
    for (const { size } of viewports) {
      await page.setViewportSize(size);
      for (const path of ['/property-owner-loan/apply', '/sme-loan/apply', '/property-valuation']) {
        await page.goto(`${prefix}${path}`);
        expect(await misalignedRows(page), `${prefix}${path} at ${size.width}px`).toEqual([]);
      }
    }
});
