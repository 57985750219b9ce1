import type { Page } from '@playwright/test';
import { axeInDefaultLocale } from './support/axe';
import { expectToastClearOfDisclosures } from './support/disclosures';
import { expectErrorSummary } from './support/error-summary';
import { expectNoStrayEnglish } from './support/chinese-page';
import {
  containing,
  copy,
  fieldLabelled,
  formLocales,
  uniqueMobile,
  type FormLocale,
} from './support/form-copy';
import { browserStorage, expect, failFirstCalls, test } from './support/forms-server';
import { expectSuccessKeptOnReload } from './support/success-reload';

const ENQUIRY = '/api/v2/kcash_sme_loan_enquiry';

/** The effective annual rate of the page's example, worked out here independently: 500,000 over 36 months at 0.45% flat. */
function exampleRate(): number {
  const payment = (500_000 + 500_000 * 0.0045 * 36) / 36;
  const pv = (rate: number) => (payment * (1 - (1 + rate) ** -36)) / rate;
  let low = 1e-9;
  let high = 1;
  for (let i = 0; i < 200; i++) {
    const mid = (low + high) / 2;
    if (pv(mid) > 500_000) low = mid;
    else high = mid;
  }
  return (1 + low) ** 12 - 1;
}

async function check(page: Page, locale: FormLocale) {
  await axeInDefaultLocale(page, locale);
  if (locale === 'zh-HK') await expectNoStrayEnglish(page);
}

for (const { locale, prefix } of formLocales) {
  test.describe(`SME loan page (${locale})`, () => {
    test.use({ locale });
    test.setTimeout(90_000);
    const t = (key: string) => copy(locale, `SmeLoanPage.${key}`);
    const label = (page: Page, key: string) => fieldLabelled(page, t(`enquiry.fields.${key}`));

    test('shows the offer, the warning and licence, an example with its effective annual rate, and SME content', async ({
      page,
    }) => {
      await page.goto(`${prefix}/sme-loan`);
      await expect(page.getByTestId('loan-points')).toContainText(
        t('points.fast').replace('{days}', '3'),
      );
      await expect(page.getByTestId('loan-points')).toContainText(t('points.noCollateral'));
      const warning = page.getByTestId('risk-warning').first();
      await expect(warning).toContainText(copy(locale, 'Footer.riskWarning'));
      await expect(warning).toContainText("Money Lender's Licence No.");
      const rate = new Intl.NumberFormat(locale, {
        style: 'percent',
        minimumFractionDigits: 2,
      }).format(exampleRate());
      await expect(page.getByTestId('sme-ear')).toHaveText(rate);
      await expect(page.getByTestId('sme-flat-rate')).toHaveText(
        new Intl.NumberFormat(locale, { style: 'percent', minimumFractionDigits: 2 }).format(
          0.0045,
        ),
      );
      const look = (id: string) =>
        page
          .getByTestId(id)
          .evaluate((el) => `${getComputedStyle(el).fontSize} ${getComputedStyle(el).fontWeight}`);
      expect(await look('sme-ear')).toBe(await look('sme-flat-rate'));
      await expect(page.getByTestId('sme-content')).toBeVisible();
      await expect(page.getByRole('link', { name: t('apply') }).first()).toHaveAttribute(
        'href',
        `${prefix}/sme-loan/apply`,
      );
      await check(page, locale);
    });

    // One width a locale: the phone's and the wide desktop's.
    const width = locale === 'zh-HK' ? 390 : 1440;
    test(`enquiry at ${width} px: stored as typed, with a reference; the toast leaves the warning and licence clear`, async ({
      page,
      leads,
    }) => {
      await page.setViewportSize({ width, height: locale === 'zh-HK' ? 844 : 900 });
      const mobile = uniqueMobile();
      const name = locale === 'zh-HK' ? '李小龍' : 'Lee Siu Lung';
      await page.goto(`${prefix}/sme-loan#enquiry`);
      await label(page, 'name').fill(name);
      await label(page, 'mobile').fill(`${mobile.slice(0, 4)} ${mobile.slice(4)}`);
      await label(page, 'company_name').fill('龍記貿易');
      await label(page, 'loan_amount').fill('80,000');
      await page.getByLabel(t('enquiry.contactTimes.afternoon'), { exact: true }).check();
      await page.getByRole('checkbox').first().check();
      await check(page, locale);
      await page.getByRole('button', { name: t('enquiry.submit') }).click();
      await expect(page.getByTestId('success')).toBeVisible({ timeout: 20_000 });
      const reference = await page.getByTestId('reference').textContent();
      await expect(page.getByTestId('toast')).toContainText(t('enquiry.toast'));
      await expectToastClearOfDisclosures(page);
      await check(page, locale);
      const [lead] = await leads.records((l) => l.record.reference === reference);
      expect(lead!.record.kind).toBe('sme_enquiry');
      expect(lead!.record.data).toEqual({
        name,
        mobile,
        company_name: '龍記貿易',
        loan_amount: 80_000,
        preferred_contact_time: 'afternoon',
        product_type: 'kcash_sme_loan',
        agree_tnc: true,
        agree_direct_marketing: false,
        locale,
      });
      expect(await browserStorage(page)).not.toContain(mobile);
      await expectSuccessKeptOnReload(page, reference!, true);
    });

    test('enquiry validation: required fields, bounds, focus on the first error', async ({
      page,
    }) => {
      await page.goto(`${prefix}/sme-loan#enquiry`);
      await page.getByRole('button', { name: t('enquiry.submit') }).click();
      const errors = page.getByTestId('field-error');
      await expect(errors).toHaveCount(3);
      await expectErrorSummary(page, locale, label(page, 'name'));
      await expect(label(page, 'name')).toHaveAttribute('aria-invalid', 'true');
      const described = await label(page, 'name').getAttribute('aria-describedby');
      await expect(page.locator(`#${described}`)).toHaveText(
        containing(copy(locale, 'Forms.errors.required')),
      );
      await label(page, 'name').fill('陳');
      await label(page, 'mobile').fill('8001234');
      await label(page, 'loan_amount').fill('1000');
      await page.getByRole('button', { name: t('enquiry.submit') }).click();
      await expectErrorSummary(page, locale, label(page, 'mobile'));
      const minimum = copy(locale, 'Forms.errors.below_product_minimum').replace(
        '{min}',
        new Intl.NumberFormat(locale, {
          style: 'currency',
          currency: 'HKD',
          minimumFractionDigits: 0,
        }).format(50_000),
      );
      await expect(errors).toHaveText([
        containing(copy(locale, 'Forms.errors.invalid_hk_mobile')),
        containing(minimum),
        containing(copy(locale, 'Forms.errors.must_accept')),
      ]);
      await check(page, locale);
    });

    // Retries and idempotency do not depend on the language: tested in one locale per form, both
    // locales across the forms (support/form-copy.ts).
    if (locale === 'zh-HK')
      test('enquiry network failure: retried, exactly one record, values kept', async ({
        page,
        leads,
      }) => {
        const mobile = uniqueMobile();
        await page.goto(`${prefix}/sme-loan#enquiry`);
        await label(page, 'name').fill('張三');
        await label(page, 'mobile').fill(mobile);
        await page.getByRole('checkbox').first().check();
        const failures = await failFirstCalls(page, ENQUIRY, 2);
        await page.getByRole('button', { name: t('enquiry.submit') }).click();
        await expect(page.getByTestId('success')).toBeVisible({ timeout: 20_000 });
        expect(failures.calls()).toBe(3);
        expect(new Set(failures.keys).size).toBe(1);
        expect(await leads.records((l) => l.record.data.mobile === mobile)).toHaveLength(1);
      });
  });
}
