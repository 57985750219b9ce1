import { chromium } from '@playwright/test';
const base = 'http://localhost:3207';
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
const locale = process.argv[2] ?? 'zh-HK';
const prefix = locale === 'en-US' ? '/en-US' : '';
const page = await browser.newPage({
  viewport: { width: 390, height: 844 },
  locale,
  deviceScaleFactor: 1,
});
let n = 0;
const shot = async (name) => {
  n += 1;
  await page.waitForTimeout(400);
  await page.screenshot({
    path: `/tmp/shots/${locale}-${String(n).padStart(2, '0')}-${name}.png`,
    fullPage: true,
  });
};
const next = async () => {
  await page.locator('form button[type=submit]').last().click();
  await page.waitForTimeout(700);
};

// SME application
await page.goto(`${base}${prefix}/sme-loan/apply`);
await shot('sme-apply-applicant');
await next();
await shot('sme-apply-applicant-errors');
await page.locator('#field-title').selectOption('mr');
await page.locator('#field-first_name').fill('Tai Man');
await page.locator('#field-last_name').fill('Chan');
await page.locator('#field-mobile').fill('91234567');
await page.locator('#field-email').fill('a@example.com');
await page.locator('#field-job_title').fill('東主');
await next();
await shot('sme-apply-company');
await page.locator('#field-company_name').fill('大文茶餐廳');
await page.locator('input[name=company_type][value=sole_proprietor]').check();
await page.locator('#field-company_address').fill('旺角');
await page.locator('#field-company_tel').fill('23456789');
await page.locator('#field-commencement_year').fill('2015');
await page.locator('input[name=premises_ownership][value=rent]').check();
await page.locator('#field-br').fill('12345678');
await next();
await next();
await shot('sme-apply-business-errors');
await page.locator('#field-industry').selectOption('catering');
await page.locator('input[name=has_pos][value=yes]').check();
await page.locator('input[name=has_other_bank_sme_loan][value=no]').check();
await shot('sme-apply-business-pos');
await page.locator('#field-pos_model').fill('八達通');
await next();
await shot('sme-apply-loan');
await page.locator('#field-loan_amount').fill('300000');
await page.locator('#field-repayment_period').fill('24');
await page.locator('input[name=loan_purpose][value=taxation]').check();
await next();
await next();
await shot('sme-apply-source-errors');
await page.locator('input[name="source_of_awareness.online"][value=other]').check();
await page.locator('input[name="source_of_awareness.offline"][value=friend]').check();
await next();
await shot('sme-apply-source-other');
await page.locator('#field-source_of_awareness-online_other').fill('報紙');
await next();
await shot('sme-apply-review');
await page.locator('#field-agree_tnc').check();
await next();
await page.waitForSelector('[data-testid=success]', { timeout: 20000 });
await shot('sme-apply-success');

// SME page + enquiry
await page.goto(`${base}${prefix}/sme-loan`);
await shot('sme-page');
await page.locator('#enquiry button[type=submit]').click();
await page.waitForTimeout(500);
await page.locator('#enquiry').screenshot({ path: `/tmp/shots/${locale}-sme-enquiry-errors.png` });

// Account delete
await page.goto(`${base}${prefix}/account_delete`);
await page.locator('#request').screenshot({ path: `/tmp/shots/${locale}-delete-form.png` });
await page.locator('#field-mobile').fill('91234567');
await page.locator('#request button[type=submit]').click();
await page.waitForTimeout(500);
await page.locator('#request').screenshot({ path: `/tmp/shots/${locale}-delete-confirm.png` });
await page.locator('#field-confirm').check();
await page.locator('#request button[type=submit]').click();
await page.waitForSelector('[data-testid=success]');
await page.waitForTimeout(300);
await page.locator('#request').screenshot({ path: `/tmp/shots/${locale}-delete-success.png` });

// Credit report
await page.goto(`${base}${prefix}/features/free-smart-credit-report`);
await page.waitForSelector('[data-testid=terms]');
await page.locator('#get-started').screenshot({ path: `/tmp/shots/${locale}-credit-terms.png` });
await page.locator('#field-agree').check();
await page.locator('#get-started button[type=submit]').click();
await page.waitForSelector('[data-testid=success]');
await page.waitForTimeout(300);
await page
  .locator('#get-started')
  .screenshot({ path: `/tmp/shots/${locale}-credit-handoff-phone.png` });

// Valuation
await page.goto(`${base}${prefix}/property-valuation`);
await shot('valuation-form');
await page.locator('#field-estate').fill(locale === 'en-US' ? 'Taikoo Shing' : '太古城');
await page.locator('#field-block').fill('5');
await page.locator('#field-floor').fill('20');
await page.locator('form button[type=submit]').click();
await page.waitForURL(/property-valuation\/.{22}$/);
await shot('valuation-result');
await page.goto(`${base}${prefix}/property-valuation`);
await page.locator('input[name=mode][value=address]').check();
await page.locator('#field-address').fill('大埔某村');
await page.locator('form button[type=submit]').click();
await page.waitForURL(/property-valuation\/.{22}$/);
await shot('valuation-pending');

// Owner loan
await page.goto(`${base}${prefix}/property-owner-loan`);
await shot('owner-page');
await page.goto(`${base}${prefix}/property-owner-loan/apply`);
await shot('owner-apply-applicant');
await page.locator('#field-name').fill('林美玲');
await page.locator('#field-mobile').fill('61234567');
await page.locator('#field-email').fill('a@example.com');
await page.locator('#field-agree_tnc').check();
await next();
await page.waitForTimeout(800);
await next();
await shot('owner-apply-property-errors');
await page.locator('#field-property-district').fill('沙田');
await page.locator('#field-property-address').fill('第一城');
await page.locator('input[name="property.property_type"][value=private_residential]').check();
await page.locator('input[name="property.ownership"][value=sole]').check();
await page.locator('input[name="property.has_mortgage"][value=no]').check();
await next();
await shot('owner-apply-loan');
await page.locator('#field-loan-amount').fill('800000');
await page.locator('#field-loan-tenor_months').fill('120');
await page.locator('input[name="loan.purpose"][value=renovation]').check();
await next();
await shot('owner-apply-income');
await page.locator('input[name="income.employment_type"][value=employed]').check();
await page.locator('#field-income-monthly_income').fill('45000');
await next();
await shot('owner-apply-review');
await next();
await page.waitForSelector('[data-testid=success]');
await shot('owner-apply-success');
await browser.close();
