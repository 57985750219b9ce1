import { copy, fieldLabelled, formLocales, uniqueMobile } from './support/form-copy';
import { expect, test } from './support/forms-server';
import { browserIdle, pageWithReactHeld } from './support/hydrated';

/**
 * The single-step forms (`client:interaction`): a form that posts without JavaScript needs none
 * until the visitor uses it. Nothing of React loads with the page, nor when the form is scrolled
 * into view; the first pointer, focus or key inside it loads React, and what was typed while it
 * loads is kept (and, shown on the valuation form, sent).
 */
const forms = [
  { path: '/property-valuation', first: 'PropertyValuation.fields.estate' },
  { path: '/sme-loan', first: 'SmeLoanPage.enquiry.fields.name' },
  { path: '/property-owner-loan', first: 'OwnerLoan.enquiry.fields.name' },
  { path: '/account_delete', first: 'AccountDeleteForm.fields.mobile' },
];
const typed = {
  'zh-HK': { name: '太古城', mobile: '61234567' },
  'en-US': { name: 'Taikoo Shing', mobile: '61234567' },
};

for (const { locale, prefix } of formLocales) {
  test.describe(`forms hydrate on first use (${locale})`, () => {
    const t = (key: string) => copy(locale, key);
    // The directive does not depend on the language: every form in the default one, the valuation
    // (typed, hydrated, sent) in both.
    for (const form of locale === 'zh-HK' ? forms : forms.slice(0, 1))
      test(`${form.path}: no React with the page or in view; typed while it loads is kept`, async ({
        browser,
        baseURL,
      }) => {
        const { page, scripts, release } = await pageWithReactHeld(browser, { locale, baseURL });
        await page.goto(`${prefix}${form.path}`);
        const field = fieldLabelled(page, t(form.first));
        // The form's island (a loan page has the calculator's too).
        const island = page.locator('astro-island[client=interaction]').filter({ has: field });
        await expect(island).toHaveCount(1);
        const renderer = await island.getAttribute('renderer-url');
        const component = await island.getAttribute('component-url');
        await browserIdle(page);
        await field.scrollIntoViewIfNeeded();
        await browserIdle(page);
        expect(scripts).not.toContain(renderer);
        expect(scripts).not.toContain(component);
        await expect(island).toHaveAttribute('ssr', '');

        // The visitor starts typing: React loads (held here) while the field takes the text.
        const text = form.first.endsWith('mobile') ? typed[locale].mobile : typed[locale].name;
        await field.fill(text);
        await expect.poll(() => scripts).toContain(renderer);
        if (form.path === '/property-valuation') {
          await fieldLabelled(page, t('PropertyValuation.fields.customerName')).fill('Ho');
          await fieldLabelled(page, t('PropertyValuation.fields.phone')).fill(uniqueMobile());
        }
        release();
        await expect(island).not.toHaveAttribute('ssr', { timeout: 20_000 });
        await expect(field).toHaveValue(text);

        if (form.path === '/property-valuation') {
          await page.getByRole('button', { name: t('PropertyValuation.submit') }).click();
          await page.waitForURL(new RegExp(`${prefix}/property-valuation/[\\w-]{22}$`), {
            timeout: 20_000,
          });
          await expect(page.getByTestId('valuation-property')).toContainText(text);
        }
        await page.close();
      });
  });

  test(`the credit report's agreement: no React with the page; a tick while it loads is kept (${locale})`, async ({
    browser,
    baseURL,
  }) => {
    const { page, scripts, release } = await pageWithReactHeld(browser, { locale, baseURL });
    await page.goto(`${prefix}/features/free-smart-credit-report`);
    const island = page.locator('astro-island[client=interaction]');
    await expect(island).toHaveCount(1);
    const renderer = await island.getAttribute('renderer-url');
    await browserIdle(page);
    expect(scripts).not.toContain(renderer);

    const agree = page.getByLabel(copy(locale, 'CreditReportFlow.agree'));
    await agree.check();
    await expect.poll(() => scripts).toContain(renderer);
    release();
    await expect(island).not.toHaveAttribute('ssr', { timeout: 20_000 });
    await expect(agree).toBeChecked();
    // Sent by the island (JSON to the API), not as a plain post: the address keeps no Action.
    await page.getByRole('button', { name: copy(locale, 'CreditReportFlow.submit') }).click();
    await expect(page.getByTestId('reference')).toHaveText(/^CRC-/, { timeout: 20_000 });
    expect(page.url()).not.toContain('_action=');
    await page.close();
  });
}
