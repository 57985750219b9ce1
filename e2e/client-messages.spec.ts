import { expect, test } from '@playwright/test';
import { copy, formLocales } from './support/form-copy';
import { localized } from './support/pages';

// The served HTML alone: what the server renders, before or without any script.
test.use({ javaScriptEnabled: false });

const purposes = ['loan', 'valuation', 'deletion'] as const;
const formPages = [
  { path: '/sme-loan/apply', purpose: 'loan' },
  { path: '/property-owner-loan/apply', purpose: 'loan' },
  { path: '/sme-loan', purpose: 'loan' },
  { path: '/property-valuation', purpose: 'valuation' },
  { path: '/account_delete', purpose: 'deletion' },
] as const;

test.describe('legal text is server-rendered, not shipped as client messages', () => {
  for (const { path, purpose } of formPages) {
    test(`${path} shows its own collection statement and carries no other`, async ({ page }) => {
      for (const { locale, prefix } of formLocales) {
        const response = await page.goto(localized(prefix, path));
        expect(response?.status()).toBe(200);
        const statement = page.getByTestId('collection-statement');
        await expect(statement).toHaveCount(1);
        await expect(
          statement.getByRole('heading', { name: copy(locale, 'Forms.pics.heading') }),
        ).toBeVisible();
        await expect(statement).toContainText(copy(locale, `Forms.pics.purpose.${purpose}`));
        await expect(statement.getByRole('link')).toHaveAttribute(
          'href',
          `${localized(prefix, '/privacy')}#purposes-of-use`,
        );
        // The statements of the other purposes are nowhere in the page, not even in its script data.
        const html = (await response?.text()) ?? '';
        for (const other of purposes.filter((candidate) => candidate !== purpose)) {
          const text = copy(locale, `Forms.pics.purpose.${other}`);
          expect(html.includes(text), `${locale} ${path} carries the ${other} statement`).toBe(
            false,
          );
        }
      }
    });
  }
});
