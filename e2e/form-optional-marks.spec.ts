import { expect, test, type Page } from '@playwright/test';
import { accountDeletionOptional } from '../src/features/account-deletion/account-deletion-inputs';
import { ownerLoanEnquiryOptional } from '../src/features/owner-loan/owner-loan-enquiry-inputs';
import { smeEnquiryOptional } from '../src/features/sme-loan/sme-enquiry-inputs';
import { valuationOptional } from '../src/features/valuation/valuation-inputs';
import {
  copy,
  fieldLabelled,
  formLocales,
  humanPause,
  summaryColon,
  uniqueMobile,
} from './support/form-copy';

// A single-step form says "optional" in two places: after the field's label, and in the error
// summary of a plain post, which names a field as its label shows it. The summary reads the list
// beside the form's inputs; these cases hold the labels to that same list.

const forms = [
  { path: '/sme-loan', optional: smeEnquiryOptional },
  { path: '/property-owner-loan', optional: ownerLoanEnquiryOptional },
  { path: '/property-valuation', optional: valuationOptional },
  { path: '/account_delete', optional: accountDeletionOptional },
];

/** The fields whose label or legend carries the optional mark, by their data-field name. */
const markedOptional = (page: Page, mark: string) =>
  page
    .locator('form [data-field]')
    .evaluateAll(
      (fields, text) =>
        fields
          .filter((field) =>
            [...field.querySelectorAll(':scope > label span, :scope > legend span')].some(
              (span) => span.textContent === text,
            ),
          )
          .map((field) => field.getAttribute('data-field') ?? ''),
      mark,
    );

for (const { locale, prefix } of formLocales) {
  const t = (key: string) => copy(locale, key);
  test.describe(`optional fields (${locale})`, () => {
    test.use({ locale, javaScriptEnabled: false });

    // One page walks the five checks (they were a case each, with a new context).
    test("the labels marked optional are the summary's list; the account deletion names one", async ({
      page,
    }) => {
      // The checks of several cases, each of which had the default 30 s.
      test.slow();
      for (const form of forms)
        await test.step(`${form.path}: the labels marked optional are the summary's list`, async () => {
          await page.goto(`${prefix}${form.path}`);
          const marked = await markedOptional(page, t('Forms.optional'));
          expect([...new Set(marked)].sort()).toEqual([...form.optional].sort());
        });

      await test.step('the account deletion names an optional field with its mark in the error summary', async () => {
        const label = (key: string) => t(`AccountDeleteForm.fields.${key}`);
        await page.goto(`${prefix}/account_delete`);
        await fieldLabelled(page, label('mobile')).fill(uniqueMobile());
        await fieldLabelled(page, label('email')).fill('x');
        await humanPause(page);
        await page
          .getByRole('button', { name: t('AccountDeleteForm.continue'), exact: true })
          .click();
        await expect(page.getByTestId('error-summary')).toContainText(
          `${label('email')}${t('Forms.optional')}${summaryColon(locale)}`,
        );
        await expect(fieldLabelled(page, label('email'))).toHaveValue('x');
      });
    });
  });
}
