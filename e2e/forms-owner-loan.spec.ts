import type { Page } from '@playwright/test';
import { axeInDefaultLocale } from './support/axe';
import { expectErrorSummary } from './support/error-summary';
import { expectNoStrayEnglish } from './support/chinese-page';
import { containing, copy, fieldLabelled, formLocales, uniqueMobile } from './support/form-copy';
import { browserStorage, expect, failFirstCalls, test } from './support/forms-server';
import { expectSuccessKeptOnReload } from './support/success-reload';

const UPDATE = '/api/v2/konew_loan_application_update';

for (const { locale, prefix } of formLocales) {
  test.describe(`property-owner loan (${locale})`, () => {
    test.use({ locale });
    test.setTimeout(120_000);
    const t = (key: string) => copy(locale, `OwnerLoan.${key}`);
    const a = (key: string) => t(`application.${key}`);
    const check = async (page: Page) => {
      await axeInDefaultLocale(page, locale);
      if (locale === 'zh-HK') await expectNoStrayEnglish(page);
    };
    const errors = (page: Page) => page.getByTestId('field-error');
    const heading = (page: Page, step: string) =>
      expect(page.getByTestId('step-heading')).toHaveText(a(`steps.${step}`));
    const option = (page: Page, group: string, value: string) =>
      page
        .getByRole('group', { name: a(`fields.${group}`) })
        .getByLabel(value, { exact: true })
        .check();

    async function applicant(page: Page, mobile: string) {
      await fieldLabelled(page, a('fields.title')).selectOption('ms');
      await fieldLabelled(page, a('fields.name')).fill(
        locale === 'zh-HK' ? '林美玲' : 'Lam Mei Ling',
      );
      await fieldLabelled(page, a('fields.mobile')).fill(mobile);
      await fieldLabelled(page, a('fields.email')).fill(`owner-${mobile}@example.com`);
      await page.getByRole('checkbox').first().check();
    }
    async function property(page: Page) {
      await fieldLabelled(page, a('fields.district')).fill(locale === 'zh-HK' ? '沙田' : 'Sha Tin');
      await fieldLabelled(page, a('fields.address')).fill(
        locale === 'zh-HK' ? '沙田第一城12座20樓A室' : 'Flat A, 20/F, Block 12, City One Shatin',
      );
      await option(page, 'property_type', a('options.property_type.private_residential'));
      await option(page, 'ownership', a('options.ownership.joint'));
      await option(page, 'has_mortgage', copy(locale, 'Forms.yes'));
      await fieldLabelled(page, a('fields.outstanding_mortgage')).fill('1,200,000');
    }
    async function loan(page: Page) {
      await fieldLabelled(page, a('fields.amount')).fill('800000');
      await fieldLabelled(page, a('fields.tenor_months')).fill('120');
      await option(page, 'purpose', a('options.purpose.renovation'));
    }
    async function income(page: Page) {
      await option(page, 'employment_type', a('options.employment_type.employed'));
      await fieldLabelled(page, a('fields.monthly_income')).fill('45000');
    }
    const press = (page: Page, name: string) =>
      page.getByRole('button', { name, exact: true }).click();

    test('enquiry: stored as typed', async ({ page, leads }) => {
      const mobile = uniqueMobile();
      await page.goto(`${prefix}/property-owner-loan`);
      await expect(page.getByTestId('risk-warning').first()).toContainText(
        copy(locale, 'Footer.riskWarning'),
      );
      await fieldLabelled(page, t('enquiry.fields.name')).fill('陳先生');
      await fieldLabelled(page, t('enquiry.fields.mobile')).fill(mobile);
      await fieldLabelled(page, t('enquiry.fields.property_district')).fill('沙田');
      await fieldLabelled(page, t('enquiry.fields.loan_amount')).fill('500000');
      await page.getByRole('checkbox').nth(1).check();
      await page.getByRole('button', { name: t('enquiry.submit') }).click();
      await expectErrorSummary(page, locale, page.getByRole('checkbox').first());
      await expect(errors(page)).toHaveText([containing(copy(locale, 'Forms.errors.must_accept'))]);
      await page.getByRole('checkbox').first().check();
      await check(page);
      await page.getByRole('button', { name: t('enquiry.submit') }).click();
      await expect(page.getByTestId('success')).toBeVisible({ timeout: 20_000 });
      const reference = await page.getByTestId('reference').textContent();
      expect(reference).toMatch(/^PLE-/);
      await check(page);
      const [lead] = await leads.records((l) => l.record.reference === reference);
      expect(lead!.record.data).toEqual({
        name: '陳先生',
        mobile,
        property_district: '沙田',
        loan_amount: 500_000,
        agree_tnc: true,
        agree_direct_marketing: true,
        locale,
      });
    });

    test('application: started, saved step by step, submitted; every required field checked', async ({
      page,
      leads,
    }) => {
      const mobile = uniqueMobile();
      await page.goto(`${prefix}/property-owner-loan/apply`);
      await heading(page, 'applicant');
      await press(page, a('start'));
      await expect(errors(page)).toHaveCount(4);
      await expectErrorSummary(page, locale, fieldLabelled(page, a('fields.name')));
      await applicant(page, mobile);
      await check(page);
      await press(page, a('start'));
      await heading(page, 'property');
      await expect(page.getByTestId('toast')).toContainText(a('started'));

      await press(page, a('save'));
      await expect(errors(page)).toHaveCount(5);
      await expectErrorSummary(page, locale, fieldLabelled(page, a('fields.district')));
      await property(page);
      await fieldLabelled(page, a('fields.outstanding_mortgage')).fill('');
      await press(page, a('save'));
      await expect(errors(page)).toHaveText([containing(copy(locale, 'Forms.errors.required'))]);
      await expectErrorSummary(page, locale, fieldLabelled(page, a('fields.outstanding_mortgage')));
      await fieldLabelled(page, a('fields.outstanding_mortgage')).fill('1,200,000');
      await check(page);
      await press(page, a('save'));
      await heading(page, 'loan');

      await fieldLabelled(page, a('fields.amount')).fill('50000');
      await press(page, a('save'));
      await expect(errors(page)).toHaveCount(3);
      await loan(page);
      await check(page);
      await press(page, a('save'));
      await heading(page, 'income');
      await press(page, a('save'));
      await expect(errors(page)).toHaveCount(2);
      await income(page);
      await check(page);
      await press(page, a('save'));
      await heading(page, 'review');
      await expect(page.getByTestId('review')).toContainText(mobile);
      await check(page);
      await press(page, a('submit'));
      await expect(page.getByTestId('success')).toBeVisible({ timeout: 20_000 });
      const reference = await page.getByTestId('reference').textContent();
      expect(reference).toMatch(/^PLA-/);
      // The way on from the success view, and the intro's steps gone with the form.
      await expect(
        page.getByTestId('success').getByRole('link', { name: a('success.back') }),
      ).toHaveAttribute('href', `${prefix}/property-owner-loan`);
      await expect(page.getByText(a('lead'))).toBeHidden();
      await check(page);
      await expectSuccessKeptOnReload(page, reference!);

      const [lead] = await leads.records((l) => l.record.reference === reference);
      expect(lead!.event).toBe('owner_loan_application.submitted');
      expect(lead!.record.status).toBe('submitted');
      expect(lead!.record.data).toEqual({
        applicant: {
          title: 'ms',
          name: locale === 'zh-HK' ? '林美玲' : 'Lam Mei Ling',
          mobile,
          email: `owner-${mobile}@example.com`,
          agree_tnc: true,
          agree_direct_marketing: false,
          locale,
        },
        property: {
          district: locale === 'zh-HK' ? '沙田' : 'Sha Tin',
          address:
            locale === 'zh-HK'
              ? '沙田第一城12座20樓A室'
              : 'Flat A, 20/F, Block 12, City One Shatin',
          property_type: 'private_residential',
          ownership: 'joint',
          has_mortgage: true,
          outstanding_mortgage: 1_200_000,
        },
        loan: { amount: 800_000, tenor_months: 120, purpose: 'renovation' },
        income: { employment_type: 'employed', monthly_income: 45_000 },
      });
      expect(await browserStorage(page)).not.toContain(mobile);
    });

    // Retries and idempotency do not depend on the language: tested in one locale per form, both
    // locales across the forms (support/form-copy.ts).
    if (locale === 'zh-HK')
      test('network failure while saving a step: values kept, saved once, one application', async ({
        page,
        leads,
      }) => {
        const mobile = uniqueMobile();
        await page.goto(`${prefix}/property-owner-loan/apply`);
        await applicant(page, mobile);
        await press(page, a('start'));
        await heading(page, 'property');
        await property(page);
        await page.route(`**${UPDATE}`, (route) => route.abort('internetdisconnected'));
        await press(page, a('save'));
        await expect(page.getByTestId('submission-failure')).toBeVisible({ timeout: 20_000 });
        await heading(page, 'property');
        await expect(fieldLabelled(page, a('fields.outstanding_mortgage'))).toHaveValue(
          '1,200,000',
        );
        await page.unroute(`**${UPDATE}`);
        const failures = await failFirstCalls(page, UPDATE, 2);
        await press(page, a('save'));
        await heading(page, 'loan');
        expect(new Set(failures.keys).size).toBe(1);
        await page.unroute(`**${UPDATE}`);
        await loan(page);
        await press(page, a('save'));
        await income(page);
        await press(page, a('save'));
        await press(page, a('submit'));
        await expect(page.getByTestId('success')).toBeVisible({ timeout: 20_000 });
        const stored = await leads.records(
          (l) =>
            l.record.kind === 'owner_loan_application' &&
            (l.record.data.applicant as { mobile: string }).mobile === mobile,
        );
        expect(stored).toHaveLength(1);
        expect(stored[0]!.record.data.property).toMatchObject({ outstanding_mortgage: 1_200_000 });
      });
  });
}
