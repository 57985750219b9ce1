import type { Page } from '@playwright/test';
import { errorSummary, expectErrorSummary } from './support/error-summary';
import { copy, fieldLabelled, formLocales } from './support/form-copy';
import { expect, test } from './support/forms-server';
import { hydrated } from './support/hydrated';

// A form hydrates at the visitor's first press, key or input, not while its page loads
// (hydrate-on-first-use.client.tsx): until then the server HTML stands in for it. Whatever the
// visitor does first must do what it would have done on a hydrated form.

/** The page is interactive, the browser has been idle twice, and the form still waits. */
async function loadedAndWaiting(page: Page) {
  await hydrated(page);
  for (let i = 0; i < 2; i++)
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  await expect(formWaits(page)).toHaveCount(1);
}

/** The form's wrapper until React has hydrated the form. */
const formWaits = (page: Page) => page.locator('[data-hydrates-on-first-use]:not([data-ready])');

for (const { locale, prefix } of formLocales) {
  test.describe(`forms at first use (${locale})`, () => {
    test.use({ locale });

    test('loading the page leaves the form to its server HTML; the first press on the button sends it through React', async ({
      page,
    }) => {
      await page.goto(`${prefix}/sme-loan/apply`);
      await loadedAndWaiting(page);
      await page
        .getByRole('button', { name: copy(locale, 'Forms.buttons.next'), exact: true })
        .click();
      // React checked the step (a native submit would have reloaded the page with no summary).
      await expectErrorSummary(
        page,
        locale,
        fieldLabelled(page, copy(locale, 'SmeApplication.fields.title')),
      );
      await expect(formWaits(page)).toHaveCount(0);
      expect(new URL(page.url()).search).toBe('');
    });

    test.describe('on a phone', () => {
      test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

      test("a tap on a field, then typing: the text stays and the form is React's", async ({
        page,
      }) => {
        const name = fieldLabelled(page, copy(locale, 'SmeLoanPage.enquiry.fields.name'));
        await page.goto(`${prefix}/sme-loan#enquiry`);
        await loadedAndWaiting(page);
        await name.tap();
        await page.keyboard.type('陳大文');
        await expect(name).toHaveValue('陳大文');
        await expect(formWaits(page)).toHaveCount(0);
        await page
          .getByRole('button', { name: copy(locale, 'SmeLoanPage.enquiry.submit'), exact: true })
          .tap();
        await expect(errorSummary(page)).toBeFocused();
        expect(new URL(page.url()).search).toBe('');
      });
    });

    test('a click with no press before it, as assistive technology sends, is checked by React', async ({
      page,
    }) => {
      await page.goto(`${prefix}/property-valuation`);
      await loadedAndWaiting(page);
      await page
        .getByRole('button', { name: copy(locale, 'PropertyValuation.submit'), exact: true })
        .evaluate((button: HTMLButtonElement) => button.click());
      await expect(errorSummary(page)).toBeFocused();
      expect(new URL(page.url()).search).toBe('');
    });

    test('keyboard first: what is typed stays, and leaving a wrong field shows its message', async ({
      page,
    }) => {
      const t = (key: string) => copy(locale, `PropertyValuation.${key}`);
      await page.goto(`${prefix}/property-valuation`);
      await loadedAndWaiting(page);
      const phone = fieldLabelled(page, t('fields.phone'));
      await phone.focus();
      await page.keyboard.type('123');
      await page.keyboard.press('Tab');
      await expect(phone).toHaveValue('123');
      await expect(phone).toHaveAttribute('aria-invalid', 'true');
      await expect(formWaits(page)).toHaveCount(0);
    });

    test('Enter in a field as the very first action is checked by React, not posted', async ({
      page,
    }) => {
      const t = (key: string) => copy(locale, `SmeLoanPage.enquiry.${key}`);
      await page.goto(`${prefix}/sme-loan#enquiry`);
      await loadedAndWaiting(page);
      await fieldLabelled(page, t('fields.name')).press('Enter');
      await expect(errorSummary(page)).toBeFocused();
      expect(new URL(page.url()).search).toBe('');
    });

    test('a kept draft is put back on a reload before any press', async ({ page }) => {
      const name = () => fieldLabelled(page, copy(locale, 'SmeApplication.fields.name'));
      await page.goto(`${prefix}/sme-loan/apply`);
      await name().fill('何美玲');
      await expect(formWaits(page)).toHaveCount(0);
      await page.reload();
      await hydrated(page);
      await expect(name()).toHaveValue('何美玲');
      await expect(formWaits(page)).toHaveCount(0);
    });
  });
}
