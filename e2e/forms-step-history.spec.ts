import type { BrowserContext, Dialog, Page } from '@playwright/test';
import { ownerLoanDrafts } from '../src/features/owner-loan/owner-loan-steps';
import { draftStorageKey } from '../src/lib/form-resume';
import {
  copy,
  fieldLabelled,
  formLocales,
  uniqueMobile,
  type FormLocale,
} from './support/form-copy';
import { browserStorage, expect, hydratingPage, test } from './support/forms-server';
import { hydrated, islandHydrated } from './support/hydrated';

const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1440, height: 900 },
} as const;

/** Every dialog the page opens, accepted (a reload asks first while the form holds input). */
function dialogs(page: Page) {
  const seen: Dialog[] = [];
  page.on('dialog', (dialog) => {
    seen.push(dialog);
    void dialog.accept();
  });
  return seen;
}

/**
 * A new tab in the case's context, whose `goto` and `reload` wait for its islands as the fixture's
 * page does: a step in a tab of its own starts with no draft or history.
 */
const tab = async (context: BrowserContext) => hydratingPage(await context.newPage());

const storage = (page: Page) =>
  page.evaluate(() => ({
    local: JSON.stringify(localStorage),
    session: JSON.stringify(sessionStorage),
  }));

function sme(page: Page, locale: FormLocale) {
  const t = (key: string) => copy(locale, `SmeApplication.${key}`);
  const f = (key: string) => copy(locale, `Forms.${key}`);
  const group = (label: string) => page.getByRole('group', { name: label });
  const mobile = uniqueMobile();
  const email = `steps-${mobile}@example.com`;
  return {
    t,
    mobile,
    email,
    heading: (step: string) =>
      expect(page.getByTestId('step-heading')).toHaveText(t(`steps.${step}`)),
    next: () => page.getByRole('button', { name: f('buttons.next'), exact: true }).click(),
    async applicant() {
      await fieldLabelled(page, t('fields.title')).selectOption('mr');
      await fieldLabelled(page, t('fields.name')).fill(
        locale === 'zh-HK' ? '陳大文' : 'Chan Tai Man',
      );
      await fieldLabelled(page, t('fields.first_name')).fill('Tai Man');
      await fieldLabelled(page, t('fields.last_name')).fill('Chan');
      await fieldLabelled(page, t('fields.mobile')).fill(mobile);
      await fieldLabelled(page, t('fields.email')).fill(email);
      await fieldLabelled(page, t('fields.job_title')).fill(locale === 'zh-HK' ? '東主' : 'Owner');
    },
    /** Opens the application, fills the first step and goes on to the second. */
    async toCompanyStep(prefix: string) {
      await page.goto(`${prefix}/sme-loan/apply`);
      await hydrated(page);
      await this.applicant();
      await this.next();
      await this.heading('company');
    },
    async expectApplicant() {
      await expect(fieldLabelled(page, t('fields.mobile'))).toHaveValue(mobile);
      await expect(fieldLabelled(page, t('fields.email'))).toHaveValue(email);
      await expect(fieldLabelled(page, t('fields.title'))).toHaveValue('mr');
    },
    async company() {
      await fieldLabelled(page, t('fields.company_name')).fill(`Steps ${mobile} Limited`);
      await group(t('fields.company_type'))
        .getByLabel(t('options.company_type.limited_company'), { exact: true })
        .check();
      await fieldLabelled(page, t('fields.company_address')).fill('1 Nathan Road, Kowloon');
    },
    async companyRest() {
      await fieldLabelled(page, t('fields.company_tel')).fill('23456789');
      await fieldLabelled(page, t('fields.commencement_year')).fill('2015');
      await group(t('fields.premises_ownership'))
        .getByLabel(t('options.premises_ownership.rent'), { exact: true })
        .check();
      await fieldLabelled(page, t('fields.br')).fill('12345678');
      await fieldLabelled(page, t('fields.ci')).fill('1234567');
    },
    async rest() {
      await fieldLabelled(page, t('fields.industry')).selectOption('catering');
      await group(t('fields.has_pos')).getByLabel(f('no'), { exact: true }).check();
      await group(t('fields.has_other_bank_sme_loan')).getByLabel(f('no'), { exact: true }).check();
      await this.next();
      await this.heading('loan');
      await fieldLabelled(page, t('fields.loan_amount')).fill('300000');
      await fieldLabelled(page, t('fields.repayment_period')).fill('24');
      await group(t('fields.loan_purpose'))
        .getByLabel(t('options.loan_purpose.working_capital'), { exact: true })
        .check();
      await this.next();
      await this.heading('source');
      await page.getByLabel(t('options.offline.friend'), { exact: true }).check();
      await this.next();
      await this.heading('review');
    },
  };
}

for (const { locale, prefix } of formLocales) {
  test.describe(`multi-step applications in the browser history (${locale})`, () => {
    test.use({ locale });
    test.setTimeout(120_000);

    // The phone in one language and the desktop in the other: the history does not depend on either.
    const [size, viewport] =
      locale === 'zh-HK' ? ['phone', viewports.phone] : ['desktop', viewports.desktop];
    // Each step was a case of its own; it now opens a tab of its own in one browser context
    // (a new draft, a new history), which keeps the styles and fonts loaded once.
    test(`SME application (${size}): Back and Forward, a link to a later step, switching language`, async ({
      context,
    }) => {
      await test.step(`SME application (${size}): Back returns to the previous step with its values, Forward again`, async () => {
        const page = await tab(context);
        await page.setViewportSize(viewport);
        dialogs(page);
        const ui = sme(page, locale);
        await ui.toCompanyStep(prefix);
        // The step is in the address, nothing typed is.
        expect(page.url()).toContain('step=2');
        expect(page.url()).not.toContain(ui.mobile);
        expect(page.url()).not.toContain('example.com');
        await ui.company();

        await page.goBack();
        await ui.heading('applicant');
        await expect(page).toHaveURL(new RegExp(`${prefix}/sme-loan/apply$`));
        await ui.expectApplicant();
        await page.goForward();
        await ui.heading('company');
        await expect(fieldLabelled(page, ui.t('fields.company_name'))).toHaveValue(
          `Steps ${ui.mobile} Limited`,
        );
      });

      await test.step('SME application: a link to a later step opens the first step not yet complete', async () => {
        const page = await tab(context);
        dialogs(page);
        const ui = sme(page, locale);
        await page.goto(`${prefix}/sme-loan/apply?step=4`);
        await hydrated(page);
        await ui.heading('applicant');
        await ui.applicant();
        await ui.next();
        await ui.heading('company');
        await page.goto(`${prefix}/sme-loan/apply?step=5`);
        await hydrated(page);
        await ui.heading('company');
        expect(page.url()).toContain('step=2');
      });

      await test.step('switching language keeps the step and what was typed, without asking', async () => {
        const page = await tab(context);
        const seen = dialogs(page);
        const other = locale === 'zh-HK' ? 'en-US' : 'zh-HK';
        const ui = sme(page, locale);
        await ui.toCompanyStep(prefix);
        await page.getByTestId('language-switch').click();
        await expect(page).toHaveURL(
          new RegExp(`:\\d+${other === 'en-US' ? '/en-US' : ''}/sme-loan/apply\\?step=2$`),
        );
        await expect(page.getByTestId('step-heading')).toHaveText(
          copy(other, 'SmeApplication.steps.company'),
        );
        await page
          .getByRole('button', { name: copy(other, 'Forms.buttons.back'), exact: true })
          .click();
        await expect(fieldLabelled(page, copy(other, 'SmeApplication.fields.mobile'))).toHaveValue(
          ui.mobile,
        );
        expect(seen.map((dialog) => dialog.type())).toEqual([]);
      });
    });

    test('sending clears the draft (SME, property-owner loan); leaving with typed input asks first', async ({
      context,
      leads,
    }) => {
      await test.step('SME application: a reload keeps the step and every value; sending clears the draft', async () => {
        const page = await tab(context);
        const seen = dialogs(page);
        const ui = sme(page, locale);
        await ui.toCompanyStep(prefix);
        await ui.company();
        await page.reload();
        await hydrated(page);
        await ui.heading('company');
        await expect(fieldLabelled(page, ui.t('fields.company_name'))).toHaveValue(
          `Steps ${ui.mobile} Limited`,
        );
        const kept = await storage(page);
        expect(kept.session).toContain(ui.mobile);
        expect(kept.local).not.toContain(ui.mobile);

        await page.goBack();
        await ui.heading('applicant');
        await ui.expectApplicant();
        await page.goForward();
        await ui.heading('company');
        await ui.companyRest();
        await ui.next();
        await ui.heading('business');
        await ui.rest();
        await page.getByRole('checkbox').first().check();
        await page.getByRole('button', { name: ui.t('submit') }).click();
        await expect(page.getByTestId('success')).toBeVisible({ timeout: 20_000 });
        expect(await browserStorage(page)).not.toContain(ui.mobile);
        const [lead] = await leads.records((l) => l.record.data.mobile === ui.mobile);
        expect(lead!.record.data).toMatchObject({ company_name: `Steps ${ui.mobile} Limited` });

        // Nothing left to lose: leaving after success asks nothing.
        const before = seen.length;
        await page
          .getByRole('banner')
          .getByRole('link', { name: copy(locale, 'Nav.faq'), exact: true })
          .click();
        await expect(page).toHaveURL(new RegExp(`${prefix}/faq$`));
        expect(seen.slice(before)).toEqual([]);
      });

      await test.step('property-owner loan: steps in the history, a reload keeps the values, sending clears the draft', async () => {
        const page = await tab(context);
        dialogs(page);
        const a = (key: string) => copy(locale, `OwnerLoan.application.${key}`);
        const heading = (step: string) =>
          expect(page.getByTestId('step-heading')).toHaveText(a(`steps.${step}`));
        const press = (name: string) => page.getByRole('button', { name, exact: true }).click();
        const option = (group: string, value: string) =>
          page
            .getByRole('group', { name: a(`fields.${group}`) })
            .getByLabel(value, { exact: true })
            .check();
        const mobile = uniqueMobile();
        await page.goto(`${prefix}/property-owner-loan/apply`);
        await hydrated(page);
        await fieldLabelled(page, a('fields.title')).selectOption('ms');
        await fieldLabelled(page, a('fields.name')).fill('Lam Mei Ling');
        await fieldLabelled(page, a('fields.mobile')).fill(mobile);
        await fieldLabelled(page, a('fields.email')).fill(`owner-${mobile}@example.com`);
        await page.getByRole('checkbox').first().check();
        await press(a('start'));
        await heading('property');
        expect(page.url()).not.toContain(mobile);
        await fieldLabelled(page, a('fields.district')).fill('Sha Tin');
        await fieldLabelled(page, a('fields.address')).fill('Flat A, 20/F, Block 12, City One');
        await option('property_type', a('options.property_type.private_residential'));
        await option('ownership', a('options.ownership.sole'));
        await option('has_mortgage', copy(locale, 'Forms.no'));
        await press(a('save'));
        await heading('loan');

        await page.goBack();
        await heading('property');
        await expect(fieldLabelled(page, a('fields.district'))).toHaveValue('Sha Tin');
        await page.goForward();
        await heading('loan');
        await fieldLabelled(page, a('fields.amount')).fill('800000');
        await page.reload();
        await hydrated(page);
        await heading('loan');
        await expect(fieldLabelled(page, a('fields.amount'))).toHaveValue('800000');
        expect((await storage(page)).local).not.toContain(mobile);

        await fieldLabelled(page, a('fields.tenor_months')).fill('120');
        await option('purpose', a('options.purpose.renovation'));
        await press(a('save'));
        await heading('income');
        await option('employment_type', a('options.employment_type.employed'));
        await fieldLabelled(page, a('fields.monthly_income')).fill('45000');
        await press(a('save'));
        await heading('review');
        await expect(page.getByTestId('review')).toContainText(mobile);
        await expect(page.getByTestId('review')).toContainText('Sha Tin');
        await press(a('submit'));
        await expect(page.getByTestId('success')).toBeVisible({ timeout: 20_000 });
        expect(await browserStorage(page)).not.toContain(mobile);
        const submitted = await leads.records(
          (l) =>
            l.event === 'owner_loan_application.submitted' &&
            (l.record.data.applicant as { mobile: string }).mobile === mobile,
        );
        expect(submitted).toHaveLength(1);
        expect(submitted[0]!.record.data).toMatchObject({
          property: { district: 'Sha Tin', ownership: 'sole', has_mortgage: false },
          loan: { amount: 800_000, tenor_months: 120, purpose: 'renovation' },
          income: { employment_type: 'employed', monthly_income: 45_000 },
        });
      });

      await test.step('leaving with typed input asks first; with nothing typed it does not', async () => {
        const page = await tab(context);
        await page.setViewportSize(viewports.desktop);
        const ui = sme(page, locale);
        const faq = () =>
          page
            .getByRole('banner')
            .getByRole('link', { name: copy(locale, 'Nav.faq'), exact: true })
            .click();
        const asked: string[] = [];
        let answer = false;
        page.on('dialog', (dialog) => {
          asked.push(dialog.type());
          void (answer ? dialog.accept() : dialog.dismiss());
        });
        await page.goto(`${prefix}/sme-loan/apply`);
        await hydrated(page);
        await faq();
        await expect(page).toHaveURL(new RegExp(`${prefix}/faq$`));
        expect(asked).toEqual([]);

        await page.goto(`${prefix}/sme-loan/apply`);
        await hydrated(page);
        await fieldLabelled(page, ui.t('fields.name')).fill('Chan');
        await faq();
        await expect.poll(() => asked).toEqual(['confirm']);
        await expect(page).toHaveURL(new RegExp(`${prefix}/sme-loan/apply$`));
        await expect(fieldLabelled(page, ui.t('fields.name'))).toHaveValue('Chan');
        answer = true;
        await faq();
        await expect(page).toHaveURL(new RegExp(`${prefix}/faq$`));
        expect(asked).toEqual(['confirm', 'confirm']);

        // Closing the tab (or leaving the site) with input: the browser's own question.
        const typed = await context.newPage();
        const closing: string[] = [];
        typed.on('dialog', (dialog) => {
          closing.push(dialog.type());
          void dialog.accept();
        });
        await typed.goto(`${prefix}/property-owner-loan/apply`);
        const name = fieldLabelled(typed, copy(locale, 'OwnerLoan.application.fields.name'));
        await name.fill('Lam');
        // Typing loaded React (client:interaction); the question is asked once its effects have run,
        // which keep the draft too (the same commit): an island without its `ssr` mark may not be there.
        await islandHydrated(name);
        await expect
          .poll(() =>
            typed.evaluate(
              (key) => sessionStorage.getItem(key),
              draftStorageKey(ownerLoanDrafts.applicant),
            ),
          )
          .toContain('Lam');
        await typed.close({ runBeforeUnload: true });
        await expect.poll(() => closing).toEqual(['beforeunload']);

        const empty = await context.newPage();
        const none: string[] = [];
        empty.on('dialog', (dialog) => {
          none.push(dialog.type());
          void dialog.accept();
        });
        await empty.goto(`${prefix}/property-owner-loan/apply`);
        await hydrated(empty);
        await empty.getByRole('heading', { level: 1 }).click();
        const closed = empty.waitForEvent('close');
        await empty.close({ runBeforeUnload: true });
        await closed;
        expect(none).toEqual([]);
      });
    });
  });
}
