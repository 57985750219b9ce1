import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, expectNoSeriousViolationsNow } from './support/axe';
import { expectNoStrayEnglish } from './support/chinese-page';
import { copy, fieldLabelled, formLocales, type FormLocale } from './support/form-copy';

/** The pre-check's questions and answers, by the page's own words. */
function precheck(page: Page, locale: FormLocale) {
  const t = (key: string) => copy(locale, `SmeEligibility.${key}`);
  const options = (key: string) => copy(locale, `SmeApplication.options.${key}`);
  const group = (question: string) => page.getByRole('group', { name: t(`questions.${question}`) });
  return {
    t,
    async answer(answers: { year: string; arrears?: boolean }) {
      await fieldLabelled(page, t('questions.start_year')).fill(answers.year);
      await group('registration')
        .getByLabel(options('company_type.limited_company'), { exact: true })
        .check();
      await group('turnover').getByLabel(t('options.turnover.200k_1m'), { exact: true }).check();
      const loans = answers.arrears ? 'in_arrears' : 'none';
      await group('existing_loans')
        .getByLabel(t(`options.existing_loans.${loans}`), { exact: true })
        .check();
      await group('premises')
        .getByLabel(options('premises_ownership.rent'), { exact: true })
        .check();
      await fieldLabelled(page, t('questions.industry')).selectOption('catering');
    },
    send: () => page.getByRole('button', { name: t('submit'), exact: true }).click(),
  };
}

for (const { locale, prefix } of formLocales) {
  test(`SME eligibility without JavaScript at 390 px (${locale}): errors, an answer, apply with the answers`, async ({
    browser,
  }) => {
    test.slow();
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
      locale,
    });
    const page = await context.newPage();
    const ui = precheck(page, locale);
    await page.goto(`${prefix}/sme-loan`);
    await page.getByRole('link', { name: copy(locale, 'SmeLoanPage.eligibilityLink') }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/sme-loan/eligibility$`));
    await expect(page.getByTestId('risk-warning').first()).toBeVisible();
    // The risk warning starts within a phone's first screen.
    const warning = await page.getByTestId('risk-warning').first().boundingBox();
    expect(warning?.y).toBeLessThan(844 - 40);
    await expect(page.getByTestId('lender-licence').first()).toBeVisible();

    // Nothing answered: each question says so, and the summary links to each.
    await ui.send();
    await expect(page.getByTestId('eligibility-errors').getByRole('link')).toHaveCount(6);
    await expect(page.getByTestId('eligibility-form').getByTestId('field-error')).toHaveCount(6);
    const refused = page.url();

    await ui.answer({ year: '2018' });
    await ui.send();
    const result = page.getByTestId('eligibility-result');
    await expect(result).toHaveAttribute('data-outcome', 'apply_now');
    await expect(result.getByRole('heading', { level: 2 })).toHaveText(
      ui.t('result.outcome.apply_now'),
    );
    await expect(page.getByTestId('eligibility-documents')).toContainText(
      ui.t('result.documents.tenancy_agreement'),
    );
    // The answers stay in the form and in the address (a GET): nothing stored, the link kept.
    expect(new URL(page.url()).searchParams.get('industry')).toBe('catering');
    await expect(fieldLabelled(page, ui.t('questions.start_year'))).toHaveValue('2018');
    const answered = page.url();
    const apply = page.getByTestId('eligibility-apply');
    await expect(apply).toHaveAttribute(
      'href',
      `${prefix}/sme-loan/apply?start_year=2018&registration=limited_company&turnover=200k_1m&existing_loans=none&premises=rent&industry=catering`,
    );
    await context.close();

    // Axe on the server's HTML (scripts held back: axe needs its own in the page).
    const check = await browser.newPage({ locale });
    await check.route('**/_astro/**/*.js', (route) => route.abort());
    for (const url of [refused, answered]) {
      await check.goto(url);
      await expectNoSeriousViolationsNow(check);
      if (locale === 'zh-HK') await expectNoStrayEnglish(check);
    }
  });

  test(`SME eligibility with JavaScript at 1440 px (${locale}): not yet, then apply with the answers filled in`, async ({
    browser,
  }) => {
    test.slow();
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale });
    const page = await context.newPage();
    const ui = precheck(page, locale);
    await page.goto(`${prefix}/sme-loan/eligibility`);
    await ui.answer({ year: '2018', arrears: true });
    await ui.send();
    await expect(page.getByTestId('eligibility-result')).toHaveAttribute('data-outcome', 'not_yet');
    await expect(page.getByTestId('eligibility-reasons')).toHaveText(
      ui.t('result.reasons.arrears'),
    );
    await expect(page.getByTestId('eligibility-apply')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    if (locale === 'zh-HK') await expectNoStrayEnglish(page);

    await ui.answer({ year: '2018' });
    await ui.send();
    await page.getByTestId('eligibility-apply').click();
    await expect(page).toHaveURL(/\/sme-loan\/apply\?start_year=2018&/);
    // The application starts with the answers where its fields correspond: through step 1 to see them.
    const a = (key: string) => copy(locale, `SmeApplication.${key}`);
    const f = (key: string) => copy(locale, `Forms.${key}`);
    await fieldLabelled(page, a('fields.title')).selectOption('mr');
    await fieldLabelled(page, a('fields.name')).fill('Chan Tai Man');
    await fieldLabelled(page, a('fields.first_name')).fill('Tai Man');
    await fieldLabelled(page, a('fields.last_name')).fill('Chan');
    await fieldLabelled(page, a('fields.mobile')).fill('61234567');
    await fieldLabelled(page, a('fields.email')).fill('precheck@example.com');
    await fieldLabelled(page, a('fields.job_title')).fill('Owner');
    const next = page.getByRole('button', { name: f('buttons.next'), exact: true });
    await next.click();
    await expect(page.getByTestId('step-heading')).toHaveText(a('steps.company'), {
      timeout: 15_000,
    });
    const group = (label: string) => page.getByRole('group', { name: a(label) });
    await expect(fieldLabelled(page, a('fields.commencement_year'))).toHaveValue('2018');
    await expect(
      group('fields.company_type').getByLabel(a('options.company_type.limited_company'), {
        exact: true,
      }),
    ).toBeChecked();
    await expect(
      group('fields.premises_ownership').getByLabel(a('options.premises_ownership.rent'), {
        exact: true,
      }),
    ).toBeChecked();
    await context.close();
  });
}
