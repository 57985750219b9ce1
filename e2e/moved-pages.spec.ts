import { expect, test } from '@playwright/test';
import { containing, copy, formLocales, lead } from './support/form-copy';

// Pages moved to Astro in issue 32 that no listed contract spec visits: what a visitor without
// JavaScript gets, in both locales.
const pages = [
  { path: '/active_card', heading: 'ActiveCardPage.title' },
  { path: '/features/free-smart-credit-report', heading: 'CreditReportPage.title' },
  { path: '/tester', heading: 'Tester.title' },
  { path: '/promotions/new-cardholder-welcome', heading: null },
] as const;

for (const { locale, prefix } of formLocales) {
  test.describe(`${locale} without JavaScript`, () => {
    test.use({ javaScriptEnabled: false });

    // One page walks the four checks (they were a case each, with a new context).
    test(`${locale}: moved pages, the credit report's terms, the diagnostics page and its error`, async ({
      page,
    }) => {
      test.slow();
      await test.step(`${pages.map(({ path }) => `${prefix}${path}`).join(', ')}: status, language, heading and language switch`, async () => {
        for (const { path, heading } of pages)
          await test.step(`${prefix}${path}`, async () => {
            const response = await page.goto(`${prefix}${path}`);
            expect(response?.status()).toBe(200);
            await expect(page.locator('html')).toHaveAttribute('lang', locale);
            const h1 = page.getByRole('heading', { level: 1 });
            await expect(h1).toHaveCount(1);
            if (heading) await expect(h1).toHaveText(containing(lead(copy(locale, heading))));
            else await expect(h1).toHaveText(/\S/);
            const other = locale === 'zh-HK' ? `/en-US${path}` : path;
            await expect(page.getByTestId('language-switch')).toHaveAttribute('href', other);
          });
      });

      await test.step(`${prefix}/features/free-smart-credit-report shows its terms, to be agreed by a plain post`, async () => {
        await page.goto(`${prefix}/features/free-smart-credit-report`);
        await expect(page.getByTestId('terms').getByRole('heading', { level: 3 })).toHaveText(
          locale === 'zh-HK'
            ? '免費智能信貸報告服務條款'
            : 'Free Smart Credit Report: Terms of Service',
        );
        await expect(page.locator('form[method=post]')).toHaveAttribute(
          'action',
          /\?_action=creditReportConsent#get-started$/,
        );
      });

      await test.step(`${prefix}/tester is noindex and shows no diagnostics to the public`, async () => {
        await page.goto(`${prefix}/tester`);
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
        await expect(page.getByTestId('diagnostics')).toHaveCount(0);
      });

      await test.step(`${prefix}/tester/error answers 500 with the noindex error screen, no stack`, async () => {
        const response = await page.goto(`${prefix}/tester/error`);
        expect(response?.status()).toBe(500);
        // Every robots tag on the page says noindex.
        const robots = await page
          .locator('meta[name="robots"]')
          .evaluateAll((tags) => tags.map((tag) => tag.getAttribute('content') ?? ''));
        expect(robots.length).toBeGreaterThan(0);
        for (const content of robots) expect(content).toMatch(/noindex/);
        await expect(page.locator('body')).not.toContainText('Deliberate error');
      });
    });
  });
}

test('the promo code copies once its island runs, and a toast confirms it', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/en-US/promotions/new-cardholder-welcome');
  const code = page.getByTestId('promo-code');
  await expect(code).toHaveText('KONEW2026');
  // Astro hydrates the island as it comes into view: the button answers once it has.
  const button = page.getByRole('button', { name: copy('en-US', 'Promotions.copyCode') });
  await expect(async () => {
    await button.click();
    await expect(page.getByTestId('promo-toast')).toContainText('KONEW2026', { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('KONEW2026');
});
