import type { Page } from '@playwright/test';
import { axeInDefaultLocale } from './support/axe';
import { expectNoStrayEnglish } from './support/chinese-page';
import { copy, fieldLabelled, formLocales, uniqueMobile } from './support/form-copy';
import { expect, test } from './support/forms-server';

const estate = { 'zh-HK': '太古城', 'en-US': 'Taikoo Shing' } as const;
const otherPrefix = { 'zh-HK': '/en-US', 'en-US': '' } as const;
const otherLocale = { 'zh-HK': 'en-US', 'en-US': 'zh-HK' } as const;
/** The sample table's data date (2026-01-01) as each language writes a date. */
const dataDate = { 'zh-HK': '2026年1月1日', 'en-US': '1 Jan 2026' } as const;
const createdDate = {
  'zh-HK': /^\d{4}年\d{1,2}月\d{1,2}日/,
  'en-US': /^\d{1,2} [A-Z][a-z]{2} \d{4}/,
};
const marketing = /直接促銷|direct marketing/;
const creditAgencies = {
  'zh-HK': '信貸資料服務機構',
  'en-US': 'credit reference agencies',
} as const;

const dollars = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

for (const { locale, prefix } of formLocales) {
  test.describe(`property valuation result (${locale})`, () => {
    test.use({ locale });
    test.setTimeout(90_000);
    const t = (key: string) => copy(locale, `PropertyValuation.${key}`);
    const field = (page: Page, key: string) => fieldLabelled(page, t(`fields.${key}`));

    async function value(page: Page, phone: string, consent: boolean) {
      await page.goto(`${prefix}/property-valuation`);
      await field(page, 'estate').fill(estate[locale]);
      await field(page, 'block').fill('5');
      await field(page, 'floor').fill('20');
      await field(page, 'flat').fill('A');
      await field(page, 'phone').fill(phone);
      const box = page.getByRole('checkbox', { name: marketing });
      await expect(box).not.toBeChecked();
      if (consent) await box.check();
      await page.getByRole('button', { name: t('submit') }).click();
      await page.waitForURL(new RegExp(`${prefix}/property-valuation/[A-Za-z0-9_-]{22}$`), {
        timeout: 20_000,
      });
    }

    test('one estimate within ±10 %, the estate and dates in the page language, focus on the result', async ({
      page,
    }) => {
      await value(page, uniqueMobile(), false);
      await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
      const estimate = dollars(await page.getByTestId('valuation-estimate').textContent());
      const [low, high] = (await page.getByTestId('valuation-range').textContent())!
        .split(/[–~至]|to/)
        .map(dollars);
      expect(estimate).toBeGreaterThan(1_000_000);
      expect(low).toBeLessThan(estimate);
      expect(high).toBeGreaterThan(estimate);
      expect(low).toBeGreaterThanOrEqual(estimate * 0.9);
      expect(high).toBeLessThanOrEqual(estimate * 1.1);
      await expect(page.getByTestId('valuation-property')).toContainText(estate[locale]);
      await expect(page.getByTestId('valuation-data-date')).toHaveText(dataDate[locale]);
      await expect(page.getByTestId('valuation-created')).toHaveText(createdDate[locale]);
      await axeInDefaultLocale(page, locale);
      if (locale === 'zh-HK') await expectNoStrayEnglish(page);

      // The same valuation read in the other language names the estate and dates in that language.
      const id = page.url().split('/').pop()!;
      const other = otherLocale[locale];
      // The saved language choice, as the language switch leaves it (else the browser's language wins).
      await page
        .context()
        .addCookies([{ name: 'i18n_redirected', value: other, url: new URL(page.url()).origin }]);
      await page.goto(`${otherPrefix[locale]}/property-valuation/${id}`);
      await expect(page.getByTestId('valuation-property')).toContainText(estate[other]);
      await expect(page.getByTestId('valuation-property')).not.toContainText(estate[locale]);
      await expect(page.getByTestId('valuation-data-date')).toHaveText(dataDate[other]);
      await expect(page.getByTestId('valuation-created')).toHaveText(createdDate[other]);
      expect(dollars(await page.getByTestId('valuation-estimate').textContent())).toBe(estimate);
    });

    test('direct marketing: its own unticked box, stored as ticked or not', async ({
      page,
      leads,
    }) => {
      for (const consent of [true, false]) {
        const phone = uniqueMobile();
        await value(page, phone, consent);
        const [lead] = await leads.records(
          (l) => l.record.kind === 'valuation' && l.record.data.phone === phone,
        );
        expect(lead!.record.data.agree_direct_marketing).toBe(consent);
        expect(
          lead!.record.consents.map(({ purpose, granted, locale: language }) => ({
            purpose,
            granted,
            language,
          })),
        ).toEqual([{ purpose: 'direct_marketing', granted: consent, language: locale }]);
      }
    });

    test('each form’s collection statement names only the transferees that apply to it', async ({
      page,
    }) => {
      const statement = () => page.getByTestId('collection-statement').first();
      for (const path of ['/property-valuation', '/account_delete']) {
        await page.goto(`${prefix}${path}`);
        await expect(statement()).toBeVisible();
        await expect(statement()).not.toContainText(creditAgencies[locale]);
      }
      for (const path of [
        '/sme-loan',
        '/sme-loan/apply',
        '/property-owner-loan',
        '/property-owner-loan/apply',
      ]) {
        await page.goto(`${prefix}${path}`);
        await expect(statement()).toContainText(creditAgencies[locale]);
      }
    });
  });
}
