import { expect, test, type Page } from '@playwright/test';
import { axeInDefaultLocale } from './support/axe';
import { expectNoStrayEnglish } from './support/chinese-page';
import { recordScripts, schemaLibrary } from './support/loaded-scripts';

const viewports = [
  { width: 390, height: 844, label: 'phone' },
  { width: 1280, height: 800, label: 'desktop' },
] as const;

const copy = {
  'zh-HK': {
    prefix: '',
    five: '5 個月',
    four: '4 個月',
    amount: '簽賬金額（港幣）',
    date: '簽賬日期',
    ear: '實際年利率',
    feeDetails: '手續費詳情',
  },
  'en-US': {
    prefix: '/en-US',
    five: '5 months',
    four: '4 months',
    amount: 'Purchase amount (HK$)',
    date: 'Purchase date',
    ear: 'Effective annual rate',
    feeDetails: 'Fee details',
  },
} as const;

/**
 * Scrolls to the planner, as a visitor does, and waits until it is interactive (it marks itself
 * `data-ready` once hydrated): a choice made on the server HTML before that is not the planner's yet.
 * The planner is an island that starts as it nears the viewport (`client:visible`).
 */
async function plannerReady(page: Page) {
  const planner = page.getByTestId('planner');
  await planner.scrollIntoViewIfNeeded();
  await expect(planner).toHaveAttribute('data-ready', '', { timeout: 20_000 });
}

/** The HK$10,000 figures per term (sample fees 1.5%, 2%, 2.5%); rates checked by unit tests independently. */
const example = [
  { fee: 'HK$150.00', ear: '9.43%', monthly: 'HK$3,333.33', total: 'HK$10,150.00' },
  { fee: 'HK$200.00', ear: '10.12%', monthly: 'HK$2,500.00', total: 'HK$10,200.00' },
  { fee: 'HK$250.00', ear: '10.59%', monthly: 'HK$2,000.00', total: 'HK$10,250.00' },
];

for (const [locale, text] of Object.entries(copy) as Array<
  [keyof typeof copy, (typeof copy)[keyof typeof copy]]
>) {
  for (const viewport of viewports) {
    test.describe(`${locale} ${viewport.label}`, () => {
      test.use({ locale, viewport: { width: viewport.width, height: viewport.height } });

      test('shows the example and the planner with fee and rate together, axe clean', async ({
        page,
      }) => {
        await page.clock.setFixedTime(new Date('2026-01-31T10:00:00+08:00'));
        expect((await page.goto(`${text.prefix}/InstallmentIntroRoute`))?.status()).toBe(200);
        // Phones get one card per term, wider screens a table.
        const rows =
          viewport.label === 'phone'
            ? page.getByTestId('plan-comparison-cards').locator('li')
            : page.getByTestId('plan-comparison').locator('tbody tr');
        await expect(rows).toHaveCount(3);
        // The no-JavaScript note (no-javascript.spec.ts) never shows while the planner hydrates.
        await expect(page.getByTestId('planner-needs-javascript')).toHaveCount(0);
        for (const [index, figures] of example.entries()) {
          await expect(rows.nth(index)).toBeVisible();
          await expect(rows.nth(index)).toContainText(figures.fee);
          await expect(rows.nth(index)).toContainText(figures.ear);
          await expect(rows.nth(index)).toContainText(figures.total);
        }

        await expect(page.getByLabel(text.amount)).toHaveValue('10000');
        await expect(page.getByTestId('plan-fee')).toHaveText(example[0]!.fee);
        await expect(page.getByTestId('plan-ear')).toHaveText(example[0]!.ear);
        await expect(page.getByTestId('plan-monthly')).toHaveText(example[0]!.monthly);
        await expect(page.getByTestId('plan-total')).toHaveText(example[0]!.total);
        // The rate is no less prominent than the fee.
        const size = (testId: string) =>
          page
            .getByTestId(testId)
            .evaluate((el) => getComputedStyle(el).fontSize + getComputedStyle(el).fontWeight);
        expect(await size('plan-ear')).toBe(await size('plan-fee'));

        await plannerReady(page);
        await page.getByText(text.five, { exact: true }).last().click();
        await expect(page.getByTestId('plan-fee')).toHaveText(example[2]!.fee);
        await expect(page.getByTestId('plan-ear')).toHaveText(example[2]!.ear);
        await expect(page.getByTestId('plan-monthly')).toHaveText(example[2]!.monthly);
        await expect(page.getByTestId('plan-total')).toHaveText(example[2]!.total);
        await expect(page.getByTestId('plan-schedule').locator('tbody tr')).toHaveCount(5);

        if (locale === 'zh-HK') await expectNoStrayEnglish(page);
        await axeInDefaultLocale(page, locale);
      });
    });
  }
}

// One page walks the planner's details (they were six cases, each with a new context); the phone
// and the fixed clock have their own, and reduced motion, which stays with the page, comes last.
test('amounts and terms, tooltips, the fee popover, the dates, reduced motion', async ({
  page,
  context,
  browser,
}) => {
  // The checks of several cases, each of which had the default 30 s.
  test.slow();
  await test.step('another amount and term; invalid amounts are explained', async () => {
    const scriptsHolding = recordScripts(page);
    await page.goto('/en-US/InstallmentIntroRoute');
    await plannerReady(page);
    const amount = page.getByLabel('Purchase amount (HK$)');
    await amount.fill('12,345.67');
    await page.getByText('4 months', { exact: true }).last().click();
    await expect(page.getByTestId('plan-fee')).toHaveText('HK$246.91');
    await expect(page.getByTestId('plan-ear')).toHaveText('10.12%');
    await expect(page.getByTestId('plan-monthly')).toHaveText('HK$3,086.41');
    await expect(page.getByTestId('plan-total')).toHaveText('HK$12,592.58');

    await amount.fill('abc');
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('amount-error')).toContainText('at most two decimals');
    await expect(page.getByTestId('plan-results')).toHaveCount(0);
    await amount.fill('50');
    await expect(page.getByTestId('amount-error')).toContainText('from HK$100 to HK$100,000');
    expect(await scriptsHolding(schemaLibrary), 'scripts holding zod').toEqual([]);
  });

  await test.step('glossary tooltips open on hover and focus, above the term', async () => {
    await page.goto('/en-US/InstallmentIntroRoute');
    await plannerReady(page);
    const term = page
      .getByTestId('plan-results')
      .getByRole('button', { name: 'Effective annual rate' });
    // Mid-screen, with room above it (scrolling to the planner may leave it near the top edge).
    // At once: the page scrolls smoothly, and a hover mid-scroll finds the term near the top edge,
    // where the tooltip rightly flips below it.
    await term.evaluate((element) =>
      element.scrollIntoView({ block: 'center', behavior: 'instant' }),
    );
    await term.hover();
    const tooltip = page.getByRole('tooltip');
    await expect(tooltip).toContainText('compounded monthly');
    const [termBox, tipBox] = [
      await term.boundingBox(),
      await page.getByTestId('glossary-tooltip').boundingBox(),
    ];
    expect(tipBox!.y + tipBox!.height).toBeLessThanOrEqual(termBox!.y);
    await page.mouse.move(5, 5, { steps: 10 });
    await expect(tooltip).toHaveCount(0);

    // Focus from the top of the page: the browser scrolls the term into view as it takes focus.
    await page
      .getByTestId('plan-results')
      .getByRole('button', { name: 'One-time handling fee' })
      .evaluate((term: HTMLElement) => {
        window.scrollTo(0, 0);
        term.focus();
      });
    await expect(page.getByRole('tooltip')).toContainText('billed with the first instalment');
    // It stays open while the term has focus (it used to close after about 0.7 s).
    await page.waitForTimeout(1_500);
    await expect(page.getByRole('tooltip')).toContainText('billed with the first instalment');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('tooltip')).toHaveCount(0);
  });

  await test.step('the fee details popover opens on click to the right and closes with Escape', async () => {
    await page.goto('/en-US/InstallmentIntroRoute');
    await plannerReady(page);
    const trigger = page.getByRole('button', { name: 'Fee details' });
    await trigger.hover();
    await expect(page.getByTestId('fee-details')).toHaveCount(0);
    await trigger.click();
    const popover = page.getByRole('dialog', { name: 'About the handling fee' });
    await expect(popover).toContainText('1.50% of the purchase amount');
    await expect(popover).toContainText('9.43%');
    const [triggerBox, popoverBox] = [await trigger.boundingBox(), await popover.boundingBox()];
    expect(popoverBox!.x).toBeGreaterThanOrEqual(triggerBox!.x + triggerBox!.width + 7);
    await page.keyboard.press('Escape');
    await expect(popover).toHaveCount(0);
    await expect(trigger).toBeFocused();
  });

  await test.step('on a phone, a tap on a term opens its tooltip and a second tap closes it', async () => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      locale: 'zh-HK',
    });
    const page = await context.newPage();
    await page.goto('/en-US/InstallmentIntroRoute');
    await plannerReady(page);
    const term = page
      .getByTestId('plan-results')
      .getByRole('button', { name: 'Effective annual rate' });
    await term.tap();
    await expect(page.getByRole('tooltip')).toContainText('compounded monthly');
    await term.tap();
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    await context.close();
  });

  await test.step('the schedule is dated from the chosen purchase date', async () => {
    // A tab of its own: the other steps plan from today.
    const page = await context.newPage();
    await page.clock.setFixedTime(new Date('2026-01-31T10:00:00+08:00'));
    await page.goto('/en-US/InstallmentIntroRoute');
    await plannerReady(page);
    const date = page.getByLabel('Purchase date');
    await expect(date).toHaveValue('2026-01-31');
    const dueDates = page.getByTestId('plan-schedule').locator('tbody tr td:first-of-type');
    await expect(dueDates).toHaveText(['Feb 28, 2026', 'Mar 31, 2026', 'Apr 30, 2026']);
    await expect(page.getByTestId('plan-schedule').locator('tbody tr').first()).toContainText(
      'HK$3,483.33',
    );
    await expect(page.getByTestId('schedule-total')).toHaveText('HK$10,150.00');
    await expect(page.getByTestId('interest-free-example')).toContainText('Mar 18, 2026');

    await date.fill('2026-11-15');
    await expect(dueDates).toHaveText(['Dec 15, 2026', 'Jan 15, 2027', 'Feb 15, 2027']);
    await expect(page.getByTestId('interest-free-example')).toContainText('Dec 31, 2026');
  });

  await test.step('motion is reduced when the visitor asks for it', async () => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/en-US/InstallmentIntroRoute');
    await plannerReady(page);
    await page.getByRole('button', { name: 'Fee details' }).click();
    const transition = await page
      .getByTestId('fee-details')
      .evaluate((el) => getComputedStyle(el).transitionProperty);
    expect(transition).toBe('none');
  });
});
