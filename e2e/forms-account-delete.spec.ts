import type { Page } from '@playwright/test';
import { axeInDefaultLocale } from './support/axe';
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

const DELETE = '/api/web/account_delete';

/** Today in Hong Kong plus 40 days, as the page writes it: `2 Jan 2027` / `2027年1月2日`. */
function dueDate(locale: FormLocale): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Hong_Kong' }).format(new Date());
  const due = new Date(Date.parse(`${today}T00:00:00Z`) + 40 * 86_400_000);
  return new Intl.DateTimeFormat(locale === 'en-US' ? 'en-GB' : locale, {
    day: 'numeric',
    month: locale === 'en-US' ? 'short' : 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(due);
}

for (const { locale, prefix } of formLocales) {
  test.describe(`account deletion (${locale})`, () => {
    test.use({ locale });
    test.setTimeout(90_000);
    const t = (key: string) => copy(locale, `AccountDeleteForm.${key}`);
    const field = (page: Page, key: string) => fieldLabelled(page, t(`fields.${key}`));
    const check = async (page: Page) => {
      await axeInDefaultLocale(page, locale);
      if (locale === 'zh-HK') await expectNoStrayEnglish(page);
    };

    test('request, confirm, then the reference and the date it is due; the page copy stays', async ({
      page,
      leads,
    }) => {
      const mobile = uniqueMobile();
      const email = `delete-${mobile}@example.com`;
      await page.goto(`${prefix}/account_delete`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        copy(locale, 'AccountDeletePage.title'),
      );
      await expect(page.locator('#what-we-must-keep')).toBeVisible();
      await field(page, 'mobile').fill(mobile);
      await field(page, 'name').fill(locale === 'zh-HK' ? '黃小明' : 'Wong Siu Ming');
      await field(page, 'email').fill(email);
      await field(page, 'reason').selectOption('privacy');
      await expect(page.getByTestId('collection-statement')).toBeVisible();
      await check(page);
      await page.getByRole('button', { name: t('continue') }).click();
      await expect(page.getByTestId('confirm-step')).toContainText(mobile);
      await expect(page.getByRole('heading', { name: t('confirm.heading') })).toBeFocused();
      await check(page);
      await page.getByLabel(t('confirm.checkbox')).check();
      await page.getByRole('button', { name: t('confirm.submit') }).click();
      await expect(page.getByTestId('success')).toBeVisible({ timeout: 20_000 });
      const reference = await page.getByTestId('reference').textContent();
      expect(reference).toMatch(/^DEL-/);
      await expect(page.getByTestId('due-date')).toContainText(dueDate(locale));
      await expect(page.getByTestId('toast')).toContainText(t('toast'));
      await check(page);
      const [lead] = await leads.records((l) => l.record.reference === reference);
      expect(lead!.record.data).toMatchObject({
        mobile,
        email,
        reason: 'privacy',
        confirm: true,
        locale,
      });
      expect(await browserStorage(page)).not.toContain(mobile);
    });

    test('validation: the mobile number, the email, and the confirmation', async ({ page }) => {
      await page.goto(`${prefix}/account_delete`);
      await page.getByRole('button', { name: t('continue') }).click();
      const errors = page.getByTestId('field-error');
      await expect(errors).toHaveText([containing(copy(locale, 'Forms.errors.required'))]);
      await expectErrorSummary(page, locale, field(page, 'mobile'));
      await field(page, 'mobile').fill('1234');
      await field(page, 'email').fill('not-an-email');
      await page.getByRole('button', { name: t('continue') }).click();
      await expect(errors).toHaveCount(2);
      await field(page, 'mobile').fill(uniqueMobile());
      await field(page, 'email').fill('');
      await expect(errors).toHaveCount(0);
      await page.getByRole('button', { name: t('continue') }).click();
      await page.getByRole('button', { name: t('confirm.submit') }).click();
      await expect(errors).toHaveText([containing(copy(locale, 'Forms.errors.must_confirm'))]);
      await expectErrorSummary(page, locale, page.getByLabel(t('confirm.checkbox')));
      await check(page);
    });

    // Retries and idempotency do not depend on the language: tested in one locale per form, both
    // locales across the forms (support/form-copy.ts).
    if (locale === 'zh-HK')
      test('network failure: values kept, one request recorded', async ({ page, leads }) => {
        const mobile = uniqueMobile();
        await page.goto(`${prefix}/account_delete`);
        await field(page, 'mobile').fill(mobile);
        await page.getByRole('button', { name: t('continue') }).click();
        await page.getByLabel(t('confirm.checkbox')).check();
        await page.route(`**${DELETE}`, (route) => route.abort('connectionreset'));
        await page.getByRole('button', { name: t('confirm.submit') }).click();
        await expect(page.getByTestId('submission-failure')).toBeVisible({ timeout: 20_000 });
        await expect(page.getByTestId('confirm-step')).toContainText(mobile);
        await page.getByRole('button', { name: t('confirm.back') }).click();
        await expect(field(page, 'mobile')).toHaveValue(mobile);
        await page.getByRole('button', { name: t('continue') }).click();
        await page.unroute(`**${DELETE}`);
        const failures = await failFirstCalls(page, DELETE, 2);
        await page.getByRole('button', { name: t('confirm.submit') }).click();
        await expect(page.getByTestId('success')).toBeVisible({ timeout: 20_000 });
        expect(new Set(failures.keys).size).toBe(1);
        expect(await leads.records((l) => l.record.data.mobile === mobile)).toHaveLength(1);
      });
  });
}
