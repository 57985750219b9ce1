import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import {
  containing,
  copy,
  fieldLabelled,
  formLocales,
  humanPause,
  lead,
  summaryColon,
  uniqueMobile,
} from './support/form-copy';
import { expectNoSeriousViolationsNow } from './support/axe';
import { islandHydrated } from './support/hydrated';

// The five single-step forms on Astro (issue 32 item 3): without JavaScript each posts to its Astro
// Action and the server renders the errors or the result; with JavaScript each island runs.

type Form = {
  name: string;
  path: string;
  api: string;
  submit: string;
  /** The error texts an empty post shows. */
  emptyErrors: string[];
  fill: (page: Page, t: (key: string) => string) => Promise<void>;
  /** Sends the filled form (the deletion goes through its confirmation step). */
  send: (page: Page, t: (key: string) => string) => Promise<void>;
  success: (page: Page, t: (key: string) => string) => Promise<void>;
  /** No bot check (the credit report's agreement): no minimum fill time to wait for. */
  unpaced?: true;
};

const press = (label: string) => (page: Page) =>
  page.getByRole('button', { name: label, exact: true }).click();

const forms: Form[] = [
  {
    name: 'SME enquiry',
    path: '/sme-loan',
    api: '/api/v2/kcash_sme_loan_enquiry',
    submit: 'SmeLoanPage.enquiry.submit',
    emptyErrors: ['Forms.errors.required'],
    fill: async (page, t) => {
      await fieldLabelled(page, t('SmeLoanPage.enquiry.fields.name')).fill('Chan Tai Man');
      await fieldLabelled(page, t('SmeLoanPage.enquiry.fields.mobile')).fill(uniqueMobile());
      await page.locator('input[name=agree_tnc]').check();
    },
    send: (page, t) => press(t('SmeLoanPage.enquiry.submit'))(page),
    success: async (page, t) => {
      await expect(page.getByText(t('SmeLoanPage.enquiry.success.title'))).toBeVisible();
      await expect(page.getByTestId('reference')).toHaveText(/\S/);
    },
  },
  {
    name: 'owner-loan enquiry',
    path: '/property-owner-loan',
    api: '/api/v2/konew_loan_enquiry',
    submit: 'OwnerLoan.enquiry.submit',
    emptyErrors: ['Forms.errors.required'],
    fill: async (page, t) => {
      await fieldLabelled(page, t('OwnerLoan.enquiry.fields.name')).fill('Chan Tai Man');
      await fieldLabelled(page, t('OwnerLoan.enquiry.fields.mobile')).fill(uniqueMobile());
      await page.locator('input[name=agree_tnc]').check();
    },
    send: (page, t) => press(t('OwnerLoan.enquiry.submit'))(page),
    success: async (page, t) => {
      await expect(page.getByText(t('OwnerLoan.enquiry.success.title'))).toBeVisible();
      await expect(page.getByTestId('reference')).toHaveText(/\S/);
    },
  },
  {
    name: 'valuation',
    path: '/property-valuation',
    api: '/api/v2/konew_valuation_create',
    submit: 'PropertyValuation.submit',
    emptyErrors: ['Forms.errors.property_required'],
    fill: async (page, t) => {
      await fieldLabelled(page, t('PropertyValuation.fields.estate')).fill('Whampoa Garden');
      await fieldLabelled(page, t('PropertyValuation.fields.block')).fill('3');
    },
    send: (page, t) => press(t('PropertyValuation.submit'))(page),
    success: async (page, t) => {
      await expect(page).toHaveURL(/\/property-valuation\/[\w-]{8,}$/);
      await expect(
        page.getByRole('heading', { name: t('PropertyValuation.result.title') }),
      ).toBeVisible();
      await expect(page.getByTestId('valuation-result')).toBeVisible();
    },
  },
  {
    name: 'account deletion',
    path: '/account_delete',
    api: '/api/web/account_delete',
    submit: 'AccountDeleteForm.continue',
    emptyErrors: ['Forms.errors.required'],
    fill: async (page, t) => {
      await fieldLabelled(page, t('AccountDeleteForm.fields.mobile')).fill(uniqueMobile());
    },
    send: async (page, t) => {
      await press(t('AccountDeleteForm.continue'))(page);
      await expect(page.getByTestId('confirm-step')).toBeVisible();
      // Ticked and sent at once: the confirmation is timed from the details form, as with
      // JavaScript (where the two steps are one form).
      await page.getByLabel(t('AccountDeleteForm.confirm.checkbox')).check();
      await press(t('AccountDeleteForm.confirm.submit'))(page);
    },
    success: async (page, t) => {
      await expect(page.getByText(t('AccountDeleteForm.success.title'))).toBeVisible();
      await expect(page.getByTestId('reference')).toHaveText(/\S/);
      await expect(page.getByTestId('due-date')).toBeVisible();
    },
  },
  {
    name: 'credit report agreement',
    path: '/features/free-smart-credit-report',
    api: '/api/v2/konew_tutnc_agree',
    submit: 'CreditReportFlow.submit',
    emptyErrors: ['Forms.errors.must_accept'],
    unpaced: true,
    fill: (page, t) => page.getByLabel(t('CreditReportFlow.agree')).check(),
    send: (page, t) => press(t('CreditReportFlow.submit'))(page),
    success: async (page, t) => {
      // The heading (the toast says the same words with JavaScript).
      await expect(
        page.getByRole('heading', { name: t('CreditReportFlow.recorded'), exact: true }),
      ).toBeVisible();
      const reference = await page.getByTestId('reference').textContent();
      expect(reference).toMatch(/^CRC-/);
      // A desktop window: the QR code, drawn on the server when JavaScript is off.
      await expect(page.getByTestId('handoff-qr')).toBeVisible();
      await expect(page.getByTestId('handoff-open-app')).toBeHidden();
    },
  },
];

/**
 * Opens each form in a tab of its own, so one minimum fill time covers them all: each case used to
 * load one form and wait out its fill time twice, in a new browser context of its own.
 */
async function formTabs(context: BrowserContext, path: (form: Form) => string) {
  const tabs: [Form, Page][] = [];
  for (const form of forms) {
    const tab = await context.newPage();
    await tab.goto(path(form));
    tabs.push([form, tab]);
  }
  return tabs;
}

for (const { locale, prefix } of formLocales) {
  const t = (key: string) => copy(locale, key);
  const colon = summaryColon(locale);
  test.describe(`Astro forms without JavaScript (${locale})`, () => {
    test.use({ locale, javaScriptEnabled: false });
    test.describe.configure({ timeout: 180_000 });

    test('each form: empty shows its errors, valid shows the result', async ({ context }) => {
      const tabs = await formTabs(context, (form) => `${prefix}${form.path}`);
      // Sooner than the minimum fill time, the bot check answers before the fields are checked.
      await humanPause(tabs.at(-1)![1]);
      for (const [form, page] of tabs)
        await test.step(`${form.name}: empty shows its errors`, async () => {
          await press(t(form.submit))(page);
          await expect(page).toHaveURL(/_action=/);
          const summary = page.getByTestId('error-summary');
          await expect(summary).toBeVisible();
          for (const key of form.emptyErrors)
            await expect(page.getByText(containing(t(key))).first()).toBeVisible();
          await expect(page.getByTestId('submission-failure')).toContainText(
            lead(t('Forms.failure.invalid')),
          );
          await form.fill(page, t);
        });
      await humanPause(tabs.at(-1)![1]);
      for (const [form, page] of tabs)
        await test.step(`${form.name}: valid shows the result`, async () => {
          await form.send(page, t);
          await form.success(page, t);
        });
    });

    test('refusals: terms not ticked, an optional field, the applications, older terms, another site', async ({
      page,
      baseURL,
    }) => {
      for (const form of forms.filter((item) => item.name.endsWith('enquiry')))
        await test.step(`${form.name} sent without ticking the terms comes back with that error and the values kept`, async () => {
          await page.goto(`${prefix}${form.path}`);
          const name = page.locator('input[name=name]');
          await name.fill('陳大文');
          await page.locator('input[name=mobile]').fill('61234567');
          await page.locator('input[name=email]').fill('x');
          await humanPause(page);
          await press(t(form.submit))(page);
          // The answer opens at the form, not at the top of the product page.
          await expect(page).toHaveURL(/\?_action=\w+#enquiry$/);
          const summary = page.getByTestId('error-summary');
          await expect(summary).toContainText(`${t('Forms.consent.termsName')}${colon}`);
          // An optional field is named as its label shows it, as the island's summary names it.
          const email = t(`${form.submit.replace(/\.submit$/, '')}.fields.email`);
          await expect(summary).toContainText(`${email}${t('Forms.optional')}${colon}`);
          await expect(page.getByText(containing(t('Forms.errors.must_accept')))).not.toHaveCount(
            0,
          );
          await expect(name).toHaveValue('陳大文');
          await expect(page.locator('footer')).toBeVisible();
        });

      await test.step('the valuation names an optional field with its mark in the error summary', async () => {
        const label = (key: string) => t(`PropertyValuation.fields.${key}`);
        await page.goto(`${prefix}/property-valuation`);
        await fieldLabelled(page, label('estate')).fill('Whampoa Garden');
        await fieldLabelled(page, label('phone')).fill('123');
        await humanPause(page);
        await press(t('PropertyValuation.submit'))(page);
        await expect(page.getByTestId('error-summary')).toContainText(
          `${label('phone')}${t('Forms.optional')}${colon}`,
        );
        await expect(fieldLabelled(page, label('phone'))).toHaveValue('123');
      });

      for (const app of [
        {
          path: '/property-owner-loan',
          fields: 'owner-loan-fields',
          button: 'OwnerLoan.application.start',
        },
        { path: '/sme-loan', fields: 'sme-application-fields', button: 'Forms.buttons.next' },
      ])
        await test.step(`the ${app.path}/apply application says it needs JavaScript and takes no typing`, async () => {
          await page.goto(`${prefix}${app.path}/apply`);
          const note = page.getByTestId('application-noscript');
          await expect(note).toContainText(t('ApplicationNoScript.heading'));
          await expect(
            note.getByRole('link', { name: t('ApplicationNoScript.enquiry') }),
          ).toHaveAttribute('href', `${prefix}${app.path}#enquiry`);
          // No plain post for these forms (a post would be refused with 405): their fields wait
          // for the island, so nothing is typed to be lost.
          await expect(page.getByTestId(app.fields)).toHaveAttribute('disabled', '');
          await expect(page.getByRole('textbox').first()).toBeDisabled();
          await expect(page.getByRole('button', { name: t(app.button) })).toBeDisabled();
        });

      await test.step('a credit report agreement sent against older terms shows the current ones, to agree again', async () => {
        await page.goto(`${prefix}/features/free-smart-credit-report`);
        const answer = await page.request.post(
          `${prefix}/features/free-smart-credit-report?_action=creditReportConsent`,
          {
            headers: { origin: baseURL!, 'sec-fetch-site': 'same-origin' },
            form: {
              idempotency_key: await page.locator('input[name=idempotency_key]').inputValue(),
              shown_at: String(Date.now() - 10_000),
              locale,
              version: 'credit-report-terms-2020-01',
              agree: 'on',
            },
          },
        );
        const html = await answer.text();
        expect(html).toContain(t('CreditReportFlow.outdated').split('“')[0]!);
        expect(html).toContain(
          `name="version" value="${await page.locator('input[name=version]').inputValue()}"`,
        );
        expect(html).not.toContain('data-testid="submission-failure"');
        expect(html).not.toContain('data-testid="reference"');
      });

      await test.step('a post from another site is refused and stores nothing', async () => {
        await page.goto(`${prefix}/sme-loan`);
        const key = await page.locator('input[name=idempotency_key]').inputValue();
        const answer = await page.request.post(`${prefix}/sme-loan?_action=smeEnquiry`, {
          headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
          form: {
            idempotency_key: key,
            form_token: await page.locator('input[name=form_token]').inputValue(),
            shown_at: String(Date.now() - 10_000),
            locale,
            name: 'Chan Tai Man',
            mobile: uniqueMobile(),
            agree_tnc: 'on',
          },
        });
        const html = await answer.text();
        expect(html).toContain('data-testid="submission-failure"');
        expect(html).toContain(lead(t('Forms.failure.forbidden')).split("'")[0]!);
        expect(html).not.toContain('data-testid="reference"');
      });
    });
  });
}

test.describe('the server-rendered error state, before any script has run (zh-HK)', () => {
  // Axe needs scripts in the page, so the site's own modules are held back instead: the form posts
  // plainly and the answer stays as the server rendered it, what a screen reader meets first.
  test.use({ locale: 'zh-HK' });
  test.describe.configure({ timeout: 180_000 });
  test('each form: no serious or critical axe violation', async ({ context }) => {
    const t = (key: string) => copy('zh-HK', key);
    await context.route('**/_astro/**/*.js', (route) => route.abort());
    const tabs = await formTabs(context, (form) => form.path);
    await humanPause(tabs.at(-1)![1]);
    for (const [form, page] of tabs)
      await test.step(`${form.name}: no serious or critical axe violation`, async () => {
        await press(t(form.submit))(page);
        await expect(page.getByTestId('error-summary')).toBeVisible();
        await expectNoSeriousViolationsNow(page);
      });
  });
});

test.describe('Astro form islands with JavaScript', () => {
  test.describe.configure({ timeout: 180_000 });
  test('each island hydrates and sends JSON to its API', async ({ context }) => {
    const t = (key: string) => copy('en-US', key);
    const tabs = await formTabs(context, (form) => `/en-US${form.path}`);
    for (const [form, page] of tabs)
      await test.step(`${form.name}: the island hydrates and is filled`, async () => {
        await islandHydrated(page.locator('astro-island form').first());
        await form.fill(page, t);
      });
    await humanPause(tabs.at(-1)![1]);
    for (const [form, page] of tabs)
      await test.step(`${form.name}: the island sends JSON to its API`, async () => {
        const sent = page.waitForResponse((response) => response.url().endsWith(form.api));
        await form.send(page, t);
        expect((await sent).status()).toBe(201);
        await expect(page).not.toHaveURL(/_action=/);
        await form.success(page, t);
      });
  });
});
