import { expect, test, type Locator } from '@playwright/test';

/** Page names in full (footer, home page) and as the header menu shortens them. */
const locales = [
  { prefix: '', full: ['業主貸款', '免費物業估價'], nav: ['業主貸款', '物業估價'] },
  {
    prefix: '/en-US',
    full: ['Property owner loans', 'Free property valuation'],
    nav: ['Owner loans', 'Valuation'],
  },
] as const;

const targets = ['/property-owner-loan', '/property-valuation'] as const;

/** Both target links inside `scope`, by their locale's href. */
async function expectLinks(scope: Locator, prefix: string, names: readonly string[]) {
  for (const [index, target] of targets.entries()) {
    const link = scope.locator(`a[href="${prefix}${target}"]`).first();
    await expect(link).toBeVisible();
    await expect(link).toContainText(names[index] ?? '');
  }
}

test.describe('property-owner loan and valuation are reachable without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  // One page walks the four checks of each locale (they were a case each, with a new context).
  for (const { prefix, full, nav } of locales)
    test(`${prefix || 'zh-HK'}: the header, the phone menu, the footer and the home page link to both`, async ({
      page,
      request,
    }) => {
      // The checks of several cases, each of which had the default 30 s.
      test.slow();
      await test.step(`${prefix || 'zh-HK'}: desktop header and footer link to both`, async () => {
        await page.setViewportSize({ width: 1440, height: 900 });
        await page.goto(`${prefix}/blog`);
        await expectLinks(page.locator('header nav').first(), prefix, nav);
        await expectLinks(page.locator('footer'), prefix, full);
      });

      await test.step(`${prefix || 'zh-HK'}: the phone menu links to both`, async () => {
        await page.setViewportSize({ width: 390, height: 844 });
        await page.goto(`${prefix}/faq`);
        await page.locator('header button[popovertarget]').first().click();
        await expectLinks(page.locator('header nav'), prefix, nav);
      });

      for (const width of [390, 1440] as const)
        await test.step(`${prefix || 'zh-HK'}: the home page (${width}px) has a section leading to both, and each answers 200`, async () => {
          await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
          await page.goto(prefix || '/');
          await expectLinks(page.locator('main #property'), prefix, full);
          for (const target of targets) {
            const response = await request.get(`${prefix}${target}`);
            expect(response.status()).toBe(200);
          }
          await page.locator(`main #property a[href="${prefix}/property-valuation"]`).click();
          await expect(page.locator('h1')).toHaveText(full[1]);
        });
    });
});
