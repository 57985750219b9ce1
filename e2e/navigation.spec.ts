import { expect, test } from '@playwright/test';
import { hydrated } from './support/hydrated';

test('a new page scrolls to the top', async ({ page }) => {
  await page.goto('/en-US/privacy');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  await page.locator('footer').getByRole('link', { name: 'Legal notice' }).click();
  await expect(page).toHaveURL(/\/en-US\/legal$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('a link with a hash scrolls to its anchor', async ({ page }) => {
  await page.goto('/en-US/loan-application-terms');
  await page
    .getByRole('navigation', { name: 'On this page' })
    .locator('a[href="#mlo-summary"]')
    .click();
  await expect(page).toHaveURL(/#mlo-summary$/);
  await expect(page.locator('#mlo-summary')).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
});

test('a failed chunk load during navigation reloads at the target, once', async ({ page }) => {
  await page.goto('/en-US/about-us');
  await hydrated(page);
  let failures = 0;
  // The next client-side navigation needs a page chunk: fail the first attempt only.
  await page.route('**/_next/static/chunks/**', async (route) => {
    if (failures === 0 && route.request().resourceType() === 'script') {
      failures += 1;
      await route.abort();
      return;
    }
    await route.continue();
  });
  await page.evaluate(() => {
    const error = new Error('Loading chunk 999 failed.');
    error.name = 'ChunkLoadError';
    window.__navTarget = '/en-US/legal';
    void Promise.reject(error);
  });
  await expect(page).toHaveURL(/\/en-US\/legal$/);
  // A second failure within 10 s does not reload again.
  await page.evaluate(() => {
    window.__navTarget = '/en-US/disclaimer';
    const error = new Error('Loading chunk 998 failed.');
    error.name = 'ChunkLoadError';
    void Promise.reject(error);
  });
  await page.waitForTimeout(500);
  await expect(page).toHaveURL(/\/en-US\/legal$/);
});
