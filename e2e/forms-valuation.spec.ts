import type { Page } from '@playwright/test';
import { axeInDefaultLocale } from './support/axe';
import { expectErrorSummary } from './support/error-summary';
import { expectNoStrayEnglish } from './support/chinese-page';
import { containing, copy, fieldLabelled, formLocales, uniqueMobile } from './support/form-copy';
import { browserStorage, expect, failFirstCalls, test } from './support/forms-server';

const CREATE = '/api/v2/konew_valuation_create';
const estate = { 'zh-HK': '太古城', 'en-US': 'Taikoo Shing' };

for (const { locale, prefix } of formLocales) {
  test.describe(`property valuation (${locale})`, () => {
    test.use({ locale });
    test.setTimeout(90_000);
    const t = (key: string) => copy(locale, `PropertyValuation.${key}`);
    const field = (page: Page, key: string) => fieldLabelled(page, t(`fields.${key}`));
    const check = async (page: Page) => {
      await axeInDefaultLocale(page, locale);
      if (locale === 'zh-HK') await expectNoStrayEnglish(page);
    };
    const submit = (page: Page) => page.getByRole('button', { name: t('submit') }).click();

    test('estate with suggestions → result page with range, data date, disclaimer and loan CTA; noindex', async ({
      page,
      leads,
    }) => {
      const phone = uniqueMobile();
      const name = locale === 'zh-HK' ? '何先生' : 'Mr Ho';
      await page.goto(`${prefix}/property-valuation`);
      await expect(
        page.locator(`#estate-suggestions option[value="${estate[locale]}"]`),
      ).toHaveCount(1);
      await field(page, 'estate').fill(estate[locale]);
      await field(page, 'block').fill('5');
      await field(page, 'floor').fill('20');
      await field(page, 'flat').fill('A');
      await field(page, 'customerName').fill(name);
      await field(page, 'phone').fill(phone);
      await check(page);
      await submit(page);
      await page.waitForURL(new RegExp(`${prefix}/property-valuation/[A-Za-z0-9_-]{22}$`), {
        timeout: 20_000,
      });
      const result = page.getByTestId('valuation-result');
      await expect(result).toBeVisible();
      await expect(page.getByTestId('valuation-range')).toContainText('HK$');
      // Flat A is the estate's smallest layout: its own area, and the narrow band.
      await expect(result).toContainText(locale === 'zh-HK' ? '500 平方呎' : '500 sq ft');
      await expect(result).toContainText('±5%');
      await expect(page.getByTestId('valuation-estate-only')).toHaveCount(0);
      await expect(page.getByTestId('valuation-data-date')).not.toBeEmpty();
      await expect(page.getByTestId('valuation-disclaimer')).toHaveText(t('result.disclaimer'));
      await expect(page.getByRole('link', { name: t('result.cta') })).toHaveAttribute(
        'href',
        `${prefix}/property-owner-loan#enquiry`,
      );
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await check(page);
      const [lead] = await leads.records(
        (l) => l.record.kind === 'valuation' && l.record.data.phone === phone,
      );
      expect(lead!.record.data).toEqual({
        estate: estate[locale],
        block: '5',
        floor: '20',
        flat: 'A',
        customerName: name,
        phone,
        source: 'konew_web',
        agree_direct_marketing: false,
        isEng: locale === 'en-US',
      });
      expect(lead!.record.result).toMatchObject({ status: 'estimated' });
      expect(await browserStorage(page)).not.toContain(phone);
      expect(page.url()).not.toContain(phone);
    });

    test('a free address the data does not know → pending manual review', async ({ page }) => {
      await page.goto(`${prefix}/property-valuation`);
      await page.getByLabel(t('mode.address'), { exact: true }).check();
      await field(page, 'address').fill(
        locale === 'zh-HK' ? '新界大埔村屋一號' : '1 Village Road, Tai Po',
      );
      await submit(page);
      await expect(page.getByTestId('valuation-pending')).toContainText(t('result.pendingTitle'), {
        timeout: 20_000,
      });
      await check(page);
    });

    test('validation: a property is needed, the phone must be a mobile number', async ({
      page,
    }) => {
      await page.goto(`${prefix}/property-valuation`);
      await submit(page);
      const errors = page.getByTestId('field-error');
      await expect(errors).toHaveText([containing(copy(locale, 'Forms.errors.property_required'))]);
      await expectErrorSummary(page, locale, field(page, 'estate'));
      await page.getByLabel(t('mode.address'), { exact: true }).check();
      await field(page, 'phone').fill('2345');
      await submit(page);
      await expect(errors).toHaveText([
        containing(copy(locale, 'Forms.errors.property_required')),
        containing(copy(locale, 'Forms.errors.invalid_hk_mobile')),
      ]);
      await expectErrorSummary(page, locale, field(page, 'address'));
      await check(page);
    });

    // Retries and idempotency do not depend on the language: tested in one locale per form, both
    // locales across the forms (support/form-copy.ts).
    if (locale === 'en-US')
      test('network failure: retried with one key, one valuation stored', async ({
        page,
        leads,
      }) => {
        const phone = uniqueMobile();
        await page.goto(`${prefix}/property-valuation`);
        await field(page, 'estate').fill(estate[locale]);
        await field(page, 'phone').fill(phone);
        const failures = await failFirstCalls(page, CREATE, 2);
        await submit(page);
        await page.waitForURL(/\/property-valuation\/[A-Za-z0-9_-]{22}$/, { timeout: 20_000 });
        expect(new Set(failures.keys).size).toBe(1);
        expect(
          await leads.records(
            (l) => l.record.kind === 'valuation' && l.record.data.phone === phone,
          ),
        ).toHaveLength(1);
      });

    test('an unknown or malformed id is Page Not Found', async ({ page }) => {
      for (const id of ['AAAAAAAAAAAAAAAAAAAAAA', 'not-a-token']) {
        const response = await page.goto(`${prefix}/property-valuation/${id}`);
        expect(response?.status()).toBe(404);
        const message = copy(locale, 'Error.routeCheckFailed').replace(
          '{path}',
          `${prefix}/property-valuation/${id}`,
        );
        await expect(page.getByTestId('error-message')).toHaveText(message);
      }
    });
  });
}
