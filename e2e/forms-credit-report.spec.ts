import type { Page } from '@playwright/test';
import { creditReportTerms } from '../src/features/credit-report/credit-report-terms';
import { axeInDefaultLocale } from './support/axe';
import { expectErrorSummary } from './support/error-summary';
import { expectNoStrayEnglish } from './support/chinese-page';
import { containing, copy, formLocales } from './support/form-copy';
import { expect, failFirstCalls, test } from './support/forms-server';
import { hydrated } from './support/hydrated';

const TERMS = '/api/v2/konew_tutnc';
const AGREE = '/api/v2/konew_tutnc_agree';
const termsTitle = {
  'zh-HK': '免費智能信貸報告服務條款',
  'en-US': 'Free Smart Credit Report: Terms of Service',
};

for (const { locale, prefix } of formLocales) {
  test.describe(`free smart credit report (${locale})`, () => {
    test.use({ locale });
    test.setTimeout(90_000);
    const t = (key: string) => copy(locale, `CreditReportFlow.${key}`);
    const check = async (page: Page) => {
      await axeInDefaultLocale(page, locale);
      if (locale === 'zh-HK') await expectNoStrayEnglish(page);
    };
    const agree = async (page: Page) => {
      await page.getByLabel(t('agree')).check();
      await page.getByRole('button', { name: t('submit') }).click();
      await expect(page.getByTestId('success')).toBeVisible({ timeout: 20_000 });
      return (await page.getByTestId('reference').textContent())!;
    };

    test('desktop: terms in the page language, explicit agreement, then a QR code', async ({
      page,
      leads,
    }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`${prefix}/features/free-smart-credit-report`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        copy(locale, 'CreditReportPage.title'),
      );
      await expect(page.getByTestId('terms')).toContainText(termsTitle[locale]);
      // What the island does (its plain post: forms-no-javascript.spec.ts).
      await hydrated(page);
      await check(page);
      await page.getByRole('button', { name: t('submit') }).click();
      await expect(page.getByTestId('field-error')).toHaveText([
        containing(copy(locale, 'Forms.errors.must_accept')),
      ]);
      await expectErrorSummary(page, locale, page.getByLabel(t('agree')));
      const reference = await agree(page);
      expect(reference).toMatch(/^CRC-/);
      await expect(page.getByTestId('handoff-qr')).toBeVisible();
      await expect(page.getByTestId('handoff-open-app')).toBeHidden();
      await expect(page.getByTestId('toast')).toContainText(t('toast'));
      await check(page);
      const [lead] = await leads.records((l) => l.record.reference === reference);
      expect(lead!.record.kind).toBe('credit_report_consent');
      expect(lead!.record.consents).toEqual([
        expect.objectContaining({
          purpose: 'credit_report_terms',
          granted: true,
          version: creditReportTerms.version,
          locale,
        }),
      ]);
    });

    test('phone: an open-app button carrying the consent reference', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${prefix}/features/free-smart-credit-report`);
      await hydrated(page);
      const reference = await agree(page);
      await expect(page.getByTestId('handoff-open-app')).toHaveAttribute(
        'href',
        `${prefix}/open-app-redirect?target=credit_report&consent=${reference}`,
      );
      await expect(page.getByTestId('handoff-qr')).toHaveCount(0);
      await check(page);
    });

    // Retries and idempotency do not depend on the language: tested in one locale per form, both
    // locales across the forms (support/form-copy.ts).
    if (locale === 'en-US')
      test('network failures: the agreement is recorded once; newer terms load again on request', async ({
        page,
        leads,
      }) => {
        await page.goto(`${prefix}/features/free-smart-credit-report`);
        await hydrated(page);
        const failures = await failFirstCalls(page, AGREE, 2);
        const reference = await agree(page);
        expect(failures.calls()).toBe(3);
        expect(new Set(failures.keys).size).toBe(1);
        const recorded = await leads.records(
          (l) => l.record.kind === 'credit_report_consent' && l.record.reference === reference,
        );
        expect(recorded).toHaveLength(1);
      });

    test('outdated terms: shown again, to be agreed again', async ({ page }) => {
      await page.route(`**${AGREE}`, (route) =>
        route.fulfill({
          status: 409,
          contentType: 'application/json',
          body: JSON.stringify({ error: { code: 'terms_version_outdated' } }),
        }),
      );
      // The newer terms do not load at first: they come on request.
      await page.route(`**${TERMS}`, (route) => route.abort('internetdisconnected'));
      await page.goto(`${prefix}/features/free-smart-credit-report`);
      await hydrated(page);
      await page.getByLabel(t('agree')).check();
      await page.getByRole('button', { name: t('submit') }).click();
      await expect(page.getByText(t('outdated'))).toBeVisible();
      await expect(page.getByLabel(t('agree'))).not.toBeChecked();
      await expect(page.getByTestId('submission-failure')).toHaveCount(0);
      await expect(page.getByText(t('loadFailed'))).toBeVisible({ timeout: 20_000 });
      await page.unroute(`**${TERMS}`);
      const shown = page.waitForResponse((response) => response.url().endsWith(TERMS));
      await page.getByRole('button', { name: t('retry') }).click();
      expect((await shown).status()).toBe(200);
      await expect(page.getByText(t('loadFailed'))).toHaveCount(0);
      await expect(page.getByTestId('terms')).toContainText(termsTitle[locale]);
    });
  });
}

test.describe('free smart credit report on a tablet (touch, 820 px wide)', () => {
  test.use({
    locale: 'zh-HK',
    viewport: { width: 820, height: 1180 },
    isMobile: true,
    hasTouch: true,
  });

  test('the open-app button, as on a phone, and no QR code', async ({ page }) => {
    const t = (key: string) => copy('zh-HK', `CreditReportFlow.${key}`);
    await page.goto('/features/free-smart-credit-report');
    await hydrated(page);
    await page.getByLabel(t('agree')).check();
    await page.getByRole('button', { name: t('submit') }).click();
    await expect(page.getByTestId('handoff-open-app')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('handoff-qr')).toHaveCount(0);
  });
});
