import type { Page } from '@playwright/test';
import { ownerLoanDrafts } from '../src/features/owner-loan/owner-loan-steps';
import { smeApplicationDraft } from '../src/features/sme-loan/sme-application-steps';
import { draftStorageKey } from '../src/lib/form-resume';
import { expectNoSeriousViolationsNow } from './support/axe';
import { errorSummary } from './support/error-summary';
import { copy, fieldLabelled, formLocales } from './support/form-copy';
import { expect, test } from './support/forms-server';
import { browserIdle, pageWithReactHeld, rendererScript } from './support/hydrated';

/**
 * The two applications (`client:interaction="<draft name>"`): the first step takes typing as HTML,
 * and React loads at the visitor's first use of the form, not with the page. The step's button
 * waits for React (a native post of a step would be refused); a tap on it before then is made again
 * once React runs. Opened part-way, at a later step or
 * with a draft in the tab, the form hydrates when the browser is idle, without waiting for the
 * visitor.
 */
const applications = [
  {
    path: '/sme-loan/apply',
    draft: smeApplicationDraft,
    fields: 'SmeApplication.fields',
    typed: ['first_name', 'last_name'],
    button: 'Forms.buttons.next',
  },
  {
    path: '/property-owner-loan/apply',
    draft: ownerLoanDrafts.applicant,
    fields: 'OwnerLoan.application.fields',
    typed: ['name', 'email'],
    button: 'OwnerLoan.application.start',
  },
] as const;

for (const { locale, prefix } of formLocales)
  for (const app of applications)
    test.describe(`${app.path}: the first step before React (${locale})`, () => {
      const t = (key: string) => copy(locale, `${app.fields}.${key}`);
      const next = (page: Page) =>
        page.getByRole('button', { name: copy(locale, app.button), exact: true });
      const [firstName, secondName] = app.typed;

      test('takes typing with no React loaded, keeps it when React runs, and puts a draft back at once', async ({
        browser,
        baseURL,
      }) => {
        const { page, scripts, release } = await pageWithReactHeld(browser, { locale, baseURL });
        await page.goto(`${prefix}${app.path}`);
        const island = page.locator('astro-island[client=interaction]');
        await expect(island).toHaveCount(1);
        await browserIdle(page);
        expect(scripts.some((path) => rendererScript.test(path))).toBe(false);
        await expect(island).toHaveAttribute('ssr', '');

        const first = fieldLabelled(page, t(firstName));
        const last = fieldLabelled(page, t(secondName));
        await expect(first).toBeEnabled();
        // Disabled in the HTML (for a visitor without JavaScript), opened by the directive, which
        // holds a tap on it until React runs.
        await expect(next(page)).toBeEnabled();
        // The form as it is before React, with its fields and its button open.
        if (locale === 'zh-HK') await expectNoSeriousViolationsNow(page);
        await first.fill('Tai Man');
        await expect.poll(() => scripts.some((path) => rendererScript.test(path))).toBe(true);
        await last.fill(secondName === 'email' ? 'chan@example.com' : 'Chan');
        const title = fieldLabelled(page, t('title'));
        await title.selectOption({ label: copy(locale, 'Forms.titles.mr') });
        release();
        await expect(island).not.toHaveAttribute('ssr', { timeout: 20_000 });
        await expect(first).toHaveValue('Tai Man');
        await expect(last).toHaveValue(secondName === 'email' ? 'chan@example.com' : 'Chan');
        await expect(title).toHaveValue('mr');
        await expect(next(page)).toBeEnabled();

        // What was typed is this tab's draft: a reload hydrates without waiting, and puts it back.
        await expect
          .poll(() =>
            page.evaluate((key) => sessionStorage.getItem(key), draftStorageKey(app.draft)),
          )
          .toContain('Tai Man');
        await page.unroute(rendererScript);
        await page.reload();
        await expect(island).not.toHaveAttribute('ssr', { timeout: 20_000 });
        await expect(first).toHaveValue('Tai Man');
        await page.close();
      });

      test('on a phone, the first tap on a field focuses it, before React has loaded', async ({
        browser,
        baseURL,
      }) => {
        const { page, release } = await pageWithReactHeld(browser, {
          locale,
          baseURL,
          viewport: { width: 390, height: 844 },
          isMobile: true,
          hasTouch: true,
        });
        await page.goto(`${prefix}${app.path}`);
        const first = fieldLabelled(page, t(firstName));
        await first.tap();
        await expect(first).toBeFocused();
        await page.keyboard.type('Siu Ming');
        release();
        const island = page.locator('astro-island[client=interaction]');
        await expect(island).not.toHaveAttribute('ssr', { timeout: 20_000 });
        await expect(first).toHaveValue('Siu Ming');
        await page.close();
      });

      test('the first tap or click on the step button, before React has loaded, checks the step', async ({
        browser,
        baseURL,
      }) => {
        // A borrower who taps Next / Start before touching a field: the tap wakes the form, and
        // once React runs it does what the button says (here: the step's error summary).
        const devices = [
          { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
          { viewport: { width: 1440, height: 900 } },
        ];
        for (const device of devices) {
          const { page, release } = await pageWithReactHeld(browser, {
            locale,
            baseURL,
            ...device,
          });
          await page.goto(`${prefix}${app.path}`);
          await browserIdle(page);
          if (device.hasTouch) await next(page).tap({ force: true });
          else await next(page).click({ force: true });
          await expect(errorSummary(page)).toBeEmpty();
          release();
          await expect(errorSummary(page)).not.toBeEmpty({ timeout: 20_000 });
          await expect(errorSummary(page)).toBeFocused();
          await expect(page).toHaveURL(new RegExp(`${prefix}${app.path}$`));
          await page.close();
        }
      });

      test('opened at a later step, hydrates without waiting for the visitor', async ({
        browser,
        baseURL,
      }) => {
        // A page of its own: the fixture's page hydrates every island after `goto`.
        const page = await browser.newPage({ locale, baseURL });
        await page.goto(`${prefix}${app.path}?step=2`);
        const island = page.locator('astro-island[client=interaction]');
        await expect(island).not.toHaveAttribute('ssr', { timeout: 20_000 });
        // The first step is not complete: the form opens there, in the address too.
        await expect(page).toHaveURL(new RegExp(`${prefix}${app.path}$`));
        await expect(next(page)).toBeEnabled();
        await page.close();
      });
    });
