import { expect, type Page } from '@playwright/test';

/**
 * Reloading a success view shows it again with its reference (issue 52 item 8), which is nowhere in
 * the address; with `newVisit`, opening the page again by its address shows the form afresh.
 */
export async function expectSuccessKeptOnReload(page: Page, reference: string, newVisit = false) {
  await page.reload();
  await expect(page.getByTestId('reference')).toHaveText(reference, { timeout: 20_000 });
  expect(page.url()).not.toContain(reference);
  if (!newVisit) return;
  await page.goto(page.url().split('#')[0]!);
  await expect(page.locator('form[method="post"]').last()).toBeVisible();
  await expect(page.getByTestId('success')).toHaveCount(0);
}
