import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, expectNoSeriousViolationsNow } from './support/axe';
import { expectNoStrayEnglish } from './support/chinese-page';
import { copy, fieldLabelled, formLocales, type FormLocale } from './support/form-copy';
import { islandHydrated } from './support/hydrated';
import { recordScripts, schemaLibrary } from './support/loaded-scripts';
import { jsKiB } from '../scripts/bench/js-weight';

/** APR of a flat-rate loan, worked out here independently of the site (bisection on the IRR). */
function apr(amount: number, months: number, monthlyFlat: number): number {
  const payment = (amount + amount * monthlyFlat * months) / months;
  const pv = (rate: number) => (payment * (1 - (1 + rate) ** -months)) / rate;
  let [low, high] = [1e-9, 1];
  for (let i = 0; i < 200; i++) {
    const mid = (low + high) / 2;
    if (pv(mid) > amount) low = mid;
    else high = mid;
  }
  return (1 + low) ** 12 - 1;
}
const percent = (locale: FormLocale, rate: number) =>
  new Intl.NumberFormat(locale, { style: 'percent', minimumFractionDigits: 2 }).format(rate);
const hkd = (locale: FormLocale, amount: number) =>
  new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'HKD',
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).format(amount);

async function check(page: Page, locale: FormLocale) {
  await expectNoSeriousA11yViolations(page);
  if (locale === 'zh-HK') await expectNoStrayEnglish(page);
}

/**
 * Axe and the stray-English check on pages as the server sends them: axe needs scripts in the page,
 * so the site's own modules are held back instead of JavaScript being off (forms-no-javascript.spec.ts).
 */
async function checkServerHtml(page: Page, locale: FormLocale, urls: string[]) {
  await page.route('**/_astro/**/*.js', (route) => route.abort());
  for (const url of urls) {
    await page.goto(url);
    await expectNoSeriousViolationsNow(page);
    if (locale === 'zh-HK') await expectNoStrayEnglish(page);
  }
}

for (const { locale, prefix } of formLocales) {
  const t = (key: string) => copy(locale, `LoanCalculator.${key}`);
  const field = (page: Page, name: 'amount' | 'months' | 'rate') =>
    fieldLabelled(page, t(`fields.${name}`));

  test(`loan calculator without JavaScript at 390 px (${locale}): example, GET answer, field errors`, async ({
    browser,
  }) => {
    test.slow();
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
      locale,
    });
    const page = await context.newPage();
    // The owner loan's representative example: HK$1,200,000 / 120 months / 0.30% flat.
    await page.goto(`${prefix}/property-owner-loan`);
    await expect(page.getByTestId('owner-ear')).toHaveText(
      percent(locale, apr(1_200_000, 120, 0.003)),
    );
    await expect(page.getByTestId('owner-ear')).toHaveText(percent(locale, 0.0665));
    await expect(page.getByTestId('risk-warning').first()).toBeVisible();
    await expect(page.getByTestId('calc-ear')).toHaveText(percent(locale, 0.0665));
    await field(page, 'amount').fill('600,000');
    await field(page, 'months').fill('24');
    await field(page, 'rate').fill('0.5');
    await page.getByRole('button', { name: t('submit'), exact: true }).click();
    await expect(page).toHaveURL(/\?amount=600%2C000&months=24&rate=0\.5#calculator$/);
    await expect(page.getByTestId('calc-ear')).toHaveText(percent(locale, apr(600_000, 24, 0.005)));
    await expect(page.getByTestId('calc-monthly')).toHaveText(hkd(locale, 28_000));
    await expect(page.getByTestId('calc-total')).toHaveText(hkd(locale, 672_000));
    const answered = page.url();

    // A shared link with bad values: the site's field errors, no figures, never a 500.
    const response = await page.goto(`${prefix}/sme-loan?amount=10&months=abc&rate=9#calculator`);
    expect(response?.status()).toBe(200);
    const errors = page.getByTestId('loan-calculator').getByTestId('field-error');
    await expect(errors).toHaveCount(3);
    await expect(errors.nth(0)).toContainText(hkd(locale, 50_000));
    await expect(errors.nth(1)).toHaveText(`⚠${copy(locale, 'Forms.errors.invalid_type')}`);
    await expect(page.getByTestId('calc-invalid')).toBeVisible();
    await expect(field(page, 'amount')).toHaveAttribute('aria-invalid', 'true');
    const refused = page.url();
    await context.close();
    await checkServerHtml(await browser.newPage({ locale }), locale, [answered, refused]);
  });

  test(`loan calculator with JavaScript at 1440 px (${locale}): answers as the visitor types`, async ({
    browser,
  }) => {
    test.slow();
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale });
    const page = await context.newPage();
    const scriptsHolding = recordScripts(page);
    await page.goto(`${prefix}/sme-loan`);
    // The SME example, as the issue works it: HK$500,000 / 36 months / 0.45% flat = 10.50%.
    await expect(page.getByTestId('sme-ear')).toHaveText(percent(locale, 0.105));
    await expect(page.getByTestId('calc-ear')).toHaveText(percent(locale, 0.105));
    await islandHydrated(page.getByTestId('loan-calculator'));
    await field(page, 'months').fill('12');
    await expect(page.getByTestId('calc-ear')).toHaveText(
      percent(locale, apr(500_000, 12, 0.0045)),
    );
    await field(page, 'amount').fill('abc');
    await expect(page.getByTestId('calc-invalid')).toBeVisible();
    await expect(page.getByTestId('loan-calculator').getByTestId('field-error')).toHaveText(
      `⚠${copy(locale, 'Forms.errors.invalid_type')}`,
    );
    await field(page, 'amount').fill('1000000');
    await field(page, 'rate').fill('0.6');
    const expected = percent(locale, apr(1_000_000, 12, 0.006));
    await expect(page.getByTestId('calc-ear')).toHaveText(expected);
    await expect(page.getByTestId('calc-monthly')).toHaveText(hkd(locale, 1_072_000 / 12));
    // Sending keeps the page and puts the answer's address in the bar: shareable as it is.
    await page.getByRole('button', { name: t('submit'), exact: true }).click();
    await expect(page).toHaveURL(/\?amount=1000000&months=12&rate=0\.6#calculator$/);
    await page.reload();
    await expect(page.getByTestId('calc-ear')).toHaveText(expected);
    expect(await scriptsHolding(schemaLibrary), 'scripts holding zod').toEqual([]);
    await check(page, locale);
    await context.close();
  });
}

test('each query gets its own answer: no cache hands one query the figures of another', async ({
  request,
}) => {
  for (const path of ['/sme-loan', '/en-US/property-owner-loan']) {
    const first = await request.get(`${path}?amount=200000&months=12&rate=0.5`);
    const second = await request.get(`${path}?amount=300000&months=12&rate=0.5`);
    expect(first.headers()['cache-control']).toContain('no-store');
    // Monthly: 200,000 x 1.06 / 12 = 17,666.67; 300,000 x 1.06 / 12 = 26,500.
    expect(await first.text()).toContain('17,666.67');
    expect(await second.text()).toContain('26,500');
    expect(await second.text()).not.toContain('17,666.67');
  }
});

test('the loan pages and the pre-check keep the content budget (10 KiB gz) until first use', async ({
  browser,
}) => {
  test.slow();
  for (const path of ['/sme-loan', '/en-US/property-owner-loan', '/sme-loan/eligibility']) {
    // As page-weight.spec.ts counts it: every script fetched until the network is idle, inline too.
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const scripts = new Set<string>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.add(response.url());
    });
    const response = await page.goto(path, { waitUntil: 'networkidle' });
    const kib = await jsKiB(response!.url(), scripts, {});
    expect(kib, `${path}: ${kib.toFixed(1)} KiB`).toBeLessThanOrEqual(10);
    await page.close();
  }
});
