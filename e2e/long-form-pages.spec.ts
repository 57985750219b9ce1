import { expect, test } from '@playwright/test';
import { localized, locales } from './support/pages';

const longFormPages = [
  '/contact-us',
  '/privacy',
  '/privacy_policy_web',
  '/about-us',
  '/legal',
  '/loan-application-terms',
  '/tnc/promotions-general',
];

test.use({ javaScriptEnabled: false });

for (const { locale, prefix } of locales) {
  test(`lead-in sentences stand right before their lists (${locale})`, async ({ page }) => {
    let leadIns = 0;
    for (const path of longFormPages) {
      await page.goto(localized(prefix, path));
      const orphans = await page
        .locator('main p')
        .evaluateAll((paragraphs) =>
          paragraphs
            .filter((p) => /[:：]$/.test((p.textContent ?? '').trim()))
            .map((p) => ({ text: p.textContent, next: p.nextElementSibling?.tagName ?? null })),
        );
      leadIns += orphans.length;
      for (const { text, next } of orphans) expect(next, `${path}: ${text}`).toBe('UL');
    }
    // The contact page's scam warning and the privacy pages' lists are among them.
    expect(leadIns).toBeGreaterThanOrEqual(8);
  });
}

test('the contact page reminds of scams with the list right after "Please remember:"', async ({
  page,
}) => {
  await page.goto('/contact-us');
  const leadIn = page.locator('#scam-warning p', { hasText: '請緊記：' });
  await expect(leadIn).toBeVisible();
  expect(await leadIn.evaluate((p) => p.nextElementSibling?.tagName)).toBe('UL');
  await page.goto('/en-US/contact-us');
  const english = page.locator('#scam-warning p', { hasText: 'Please remember:' });
  expect(await english.evaluate((p) => p.nextElementSibling?.tagName)).toBe('UL');
});

test('a Chinese article reads in Hong Kong Traditional Chinese (化算, not the Simplified 划算)', async ({
  page,
}) => {
  await page.goto('/blog/travel-spending-tips');
  const article = page.locator('main');
  await expect(article).toContainText('通常較化算');
  await expect(article).not.toContainText('划算');
});
