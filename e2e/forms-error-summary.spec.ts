import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { attentionText, errorSummary, expectErrorSummary } from './support/error-summary';
import {
  copy,
  fieldLabelled,
  formLocales,
  summaryColon,
  type FormLocale,
} from './support/form-copy';
import { expect, test } from './support/forms-server';
import { hydrated } from './support/hydrated';

const viewports = [
  { name: 'phone', size: { width: 390, height: 844 } },
  { name: 'desktop', size: { width: 1440, height: 900 } },
] as const;

const press = (page: Page, name: string) => page.getByRole('button', { name, exact: true }).click();

/** Each form: where it lives, the button that sends it empty, and its first required field. */
const forms = (locale: FormLocale) => [
  {
    name: 'SME enquiry',
    path: '/sme-loan#enquiry',
    submit: copy(locale, 'SmeLoanPage.enquiry.submit'),
    first: copy(locale, 'SmeLoanPage.enquiry.fields.name'),
  },
  {
    name: 'property-owner loan enquiry',
    path: '/property-owner-loan#enquiry',
    submit: copy(locale, 'OwnerLoan.enquiry.submit'),
    first: copy(locale, 'OwnerLoan.enquiry.fields.name'),
  },
  {
    name: 'SME application, first step',
    path: '/sme-loan/apply',
    submit: copy(locale, 'Forms.buttons.next'),
    first: copy(locale, 'SmeApplication.fields.title'),
  },
  {
    name: 'property-owner loan application, first step',
    path: '/property-owner-loan/apply',
    submit: copy(locale, 'OwnerLoan.application.start'),
    first: copy(locale, 'OwnerLoan.application.fields.name'),
  },
  {
    name: 'property valuation',
    path: '/property-valuation',
    submit: copy(locale, 'PropertyValuation.submit'),
    first: copy(locale, 'PropertyValuation.fields.estate'),
  },
  {
    name: 'account deletion',
    path: '/account_delete',
    submit: copy(locale, 'AccountDeleteForm.continue'),
    first: copy(locale, 'AccountDeleteForm.fields.mobile'),
  },
];

for (const { locale, prefix } of formLocales) {
  test.describe(`error summary (${locale})`, () => {
    test.use({ locale });
    test.setTimeout(120_000);

    for (const viewport of viewports)
      test(`${viewport.name}: every form sent with errors says how many fields need attention and links to each`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport.size);
        for (const form of forms(locale)) {
          await test.step(form.name, async () => {
            await page.goto(`${prefix}${form.path}`);
            await expect(errorSummary(page)).toBeEmpty();
            await press(page, form.submit);
            await expectErrorSummary(page, locale, fieldLabelled(page, form.first));
          });
        }
        await expectNoSeriousA11yViolations(page);
      });

    // One page walks the four checks (each was a case of its own, with a new browser context and
    // a cold load of the same styles and fonts). Each step drops the route it set; the typing
    // step goes last, so its draft of the SME application meets no later step.
    test('the count follows the fixes, a 422 is summed up, typing keeps the focus, the credit report', async ({
      page,
    }) => {
      await test.step('the count follows the fields as they are fixed, and the summary goes when none is left', async () => {
        const t = (key: string) => copy(locale, `SmeLoanPage.enquiry.${key}`);
        await page.goto(`${prefix}/sme-loan#enquiry`);
        await press(page, t('submit'));
        await expect(errorSummary(page)).toContainText(attentionText(locale, 3));
        await expect(errorSummary(page)).toHaveAttribute('role', 'alert');
        await fieldLabelled(page, t('fields.name')).fill('陳大文');
        await expect(errorSummary(page)).toContainText(attentionText(locale, 2));
        // The terms box, labelled by the whole agreement, is named by its short name: never the
        // agreement cut mid-word.
        await expect(errorSummary(page).getByRole('link').nth(1)).toHaveText(
          `${copy(locale, 'Forms.consent.termsName')}${summaryColon(locale)}${copy(locale, 'Forms.errors.must_accept')}`,
        );
        await errorSummary(page).getByRole('link').nth(1).click();
        await expect(page.getByRole('checkbox').first()).toBeFocused();
        // Each line reads as the label shows (its spaces kept, text for screen readers only left
        // out), then the error, with the colon of the page's language. "(optional)" brings its own
        // space in English; the full-width "（選填）" follows the Chinese label directly.
        await fieldLabelled(page, t('fields.email')).fill('x');
        await press(page, t('submit'));
        const optional = copy(locale, 'Forms.optional');
        await expect(errorSummary(page)).toContainText(
          `${t('fields.email')}${optional}${summaryColon(locale)}`,
        );
        await expect(errorSummary(page)).not.toContainText(copy(locale, 'Forms.newTab'));
      });

      await test.step("the server's refusal (422) is summed up the same way", async () => {
        const t = (key: string) => copy(locale, `PropertyValuation.${key}`);
        await page.route('**/api/v2/konew_valuation_create', (route) =>
          route.fulfill({
            status: 422,
            contentType: 'application/json',
            body: JSON.stringify({
              error: {
                code: 'validation_failed',
                fields: { phone: 'invalid_hk_mobile', customerName: 'too_long' },
              },
            }),
          }),
        );
        await page.goto(`${prefix}/property-valuation`);
        await fieldLabelled(page, t('fields.estate')).fill(
          locale === 'zh-HK' ? '太古城' : 'Taikoo Shing',
        );
        await fieldLabelled(page, t('fields.phone')).fill('91234567');
        await press(page, t('submit'));
        await expect(errorSummary(page)).toContainText(attentionText(locale, 2));
        await expectErrorSummary(page, locale, fieldLabelled(page, t('fields.customerName')));
        await page.unroute('**/api/v2/konew_valuation_create');
      });

      await test.step('the credit report agreement, sent unticked, is summed up too', async () => {
        const t = (key: string) => copy(locale, `CreditReportFlow.${key}`);
        await page.goto(`${prefix}/features/free-smart-credit-report`);
        // The island's own check (a plain post is summed up by forms-no-javascript.spec.ts).
        await hydrated(page);
        await press(page, t('submit'));
        await expectErrorSummary(page, locale, page.getByLabel(t('agree')));
      });

      // The first check loads its rules: on a slow network a visitor may go on to another field and
      // type meanwhile. The summary then shows without taking the focus from that field.
      await test.step('a visitor typing while the check runs keeps the focus', async () => {
        const t = (key: string) => copy(locale, `SmeApplication.${key}`);
        let asked = () => {};
        const requested = new Promise<void>((resolve) => (asked = resolve));
        let release = () => {};
        const released = new Promise<void>((resolve) => (release = resolve));
        await page.route('**/_astro/schema-check.*.js', async (route) => {
          asked();
          await released;
          await route.continue();
        });
        await page.goto(`${prefix}/sme-loan/apply`);
        await press(page, copy(locale, 'Forms.buttons.next'));
        await requested;
        const name = fieldLabelled(page, t('fields.name'));
        await name.click();
        await page.keyboard.type('Chan');
        release();
        // Shown, with its links: the summary has done all it does when asked.
        await expect(errorSummary(page).getByRole('link')).not.toHaveCount(0);
        await page.evaluate(
          () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
        );
        await expect(name).toBeFocused();
        await page.keyboard.type(' Tai Man');
        await expect(name).toHaveValue('Chan Tai Man');
      });
    });
  });
}
