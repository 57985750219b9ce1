import { expect, test } from '@playwright/test';

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
