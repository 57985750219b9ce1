import { expect, type Locator, type Page } from '@playwright/test';
import { copy, type FormLocale } from './form-copy';

/** "2 fields need attention" / "2 個欄位需要更正", with the plural the page's language uses. */
export const attentionText = (locale: FormLocale, count: number) =>
  copy(locale, `Forms.errorSummary.${new Intl.PluralRules(locale).select(count)}`).replace(
    '{count}',
    String(count),
  );

export const errorSummary = (page: Page) => page.getByTestId('error-summary');

/**
 * After a failed send: the summary has focus, counts every field showing an error, links to each,
 * and its first link puts focus on `first` (the first field to fix).
 */
export async function expectErrorSummary(page: Page, locale: FormLocale, first: Locator) {
  const summary = errorSummary(page);
  await expect(summary).toBeFocused();
  const count = await page.getByTestId('field-error').count();
  expect(count).toBeGreaterThan(0);
  await expect(summary).toContainText(attentionText(locale, count));
  await expect(summary.getByRole('link')).toHaveCount(count);
  await summary.getByRole('link').first().click();
  await expect(first).toBeFocused();
}
