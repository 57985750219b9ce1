import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expectNoStrayEnglish } from './support/chinese-page';
import { islandHydrated } from './support/hydrated';
import { foundationPages, inGroups, localized, locales } from './support/pages';

for (const { locale, prefix } of locales) {
  for (const group of inGroups(foundationPages, 4)) {
    const urls = group.map(({ path }) => localized(prefix, path));
    test(`${urls.join(', ')} render in ${locale} with their layouts`, async ({ page }) => {
      test.slow();
      for (const { path, layout } of group)
        await test.step(`${localized(prefix, path)} (${layout} layout)`, async () => {
          const response = await page.goto(localized(prefix, path));
          expect(response?.status()).toBe(200);
          await expect(page.locator('html')).toHaveAttribute('lang', locale);
          await expect(page).toHaveTitle(/\S/);
          await expect(page.locator('h1')).toHaveCount(1);
          await expect(page.locator('body')).not.toContainText('TEMP');
          // A precompiled message called without one of its values prints "undefined" (it no longer throws).
          await expect(page.locator('body')).not.toContainText(/\bundefined\b|\bNaN\b/);
          const header = page.locator('header nav[aria-label]');
          const footer = page.locator('footer');
          if (layout === 'default') {
            await expect(header.first()).toBeAttached();
            await expect(footer).toBeVisible();
          } else {
            await expect(header).toHaveCount(0);
            // The empty layout keeps the frame (brand bar and footer); the page with none has neither.
            await expect(footer).toHaveCount(layout === 'empty' ? 1 : 0);
          }
          if (locale === 'zh-HK') await expectNoStrayEnglish(page);
          await expectNoSeriousA11yViolations(page);
        });
    });
  }
}

// The first screen of each form in English (forms-*.spec.ts run axe on every screen in Chinese).
const formPaths = [
  '/sme-loan',
  '/sme-loan/apply',
  '/sme-loan/eligibility',
  '/property-owner-loan',
  '/property-owner-loan/apply',
  '/property-valuation',
  '/store-address/book',
];
for (const group of inGroups(formPaths, 3)) {
  const urls = group.map((path) => `/en-US${path}`);
  test(`${urls.join(', ')} pass axe before any input`, async ({ page }) => {
    test.slow();
    for (const url of urls)
      await test.step(url, async () => {
        expect((await page.goto(url))?.status()).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
        await expectNoSeriousA11yViolations(page);
      });
  });
}

test('the footer carries the legal facts in each language', async ({ page }) => {
  await page.goto('/');
  const footer = page.locator('footer');
  await expect(footer).toContainText('忠告：借錢梗要還，咪俾錢中介');
  await expect(footer).toContainText("Money Lender's Licence No.");
  await expect(footer).toContainText('投訴熱線');
  await expect(footer).toContainText('17 樓');
  await page.goto('/en-US');
  await expect(page.locator('footer')).toContainText(
    "Warning: You have to repay your loans. Don't pay any intermediaries.",
  );
  await expect(page.locator('footer')).toContainText('17/F');
  for (const path of [
    '/about-us',
    '/faq',
    '/legal',
    '/disclaimer',
    '/privacy',
    '/contact-us',
    '/loan-application-terms',
    '/store-address',
  ]) {
    await expect(page.locator(`footer a[href="/en-US${path}"]`)).toHaveCount(1);
  }
});

test('the diagnostics page is noindex and its test calls answer', async ({ page }) => {
  // The build and database rows show in production only with the operating team's secret.
  await page.setExtraHTTPHeaders({ 'x-diagnostics-secret': 'e2e-diagnostics-secret-0123' });
  await page.goto('/tester');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.getByTestId('diagnostics')).toContainText('zh-HK');
  await islandHydrated(page.getByRole('button', { name: 'GET /todos/1' }));
  await page.getByRole('button', { name: 'GET /todos/1' }).click();
  await expect(page.getByTestId('test-call-result')).toContainText('200 {"id":1');
  await page.getByRole('button', { name: 'POST /todos' }).click();
  await expect(page.getByTestId('test-call-result')).toContainText('201 {"id":201');
});

test('the download page shows a QR code on desktop only', async ({ page }) => {
  await page.goto('/download_app');
  await expect(page.getByTestId('download-qr')).toBeVisible();
  await expect(page.getByRole('img', { name: '下載 App 的二維碼' })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('download-qr')).toBeHidden();
});
