import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expectNoStrayEnglish } from './support/chinese-page';
import { localized } from './support/pages';

/** The HK$10,000 example per term from the planner's sample fees (1.5%, 2%, 2.5%); the unit test pins the calculation. */
const example = [
  { months: 3, monthly: 'HK$3,333.33', fee: 'HK$150.00', total: 'HK$10,150.00', ear: '9.43%' },
  { months: 4, monthly: 'HK$2,500.00', fee: 'HK$200.00', total: 'HK$10,200.00', ear: '10.12%' },
  { months: 5, monthly: 'HK$2,000.00', fee: 'HK$250.00', total: 'HK$10,250.00', ear: '10.59%' },
] as const;

const locales = [
  {
    prefix: '',
    months: (n: number) => `${n} 個月`,
    labels: ['每月供款', '手續費', '還款總額', '實際年利率'],
  },
  {
    prefix: '/en-US',
    months: (n: number) => `${n} months`,
    labels: ['Monthly instalment', 'Handling fee', 'Total repayable', 'Effective annual rate'],
  },
] as const;

const pages = ['/', '/promotions', '/promotions/summer-fitness-offer'] as const;

const viewports = [
  { width: 390, height: 844, label: 'phone' },
  { width: 1440, height: 900, label: 'desktop' },
] as const;

test.describe('the HK$10,000 example in the server HTML', () => {
  test.use({ javaScriptEnabled: false });
  for (const viewport of viewports)
    for (const { prefix, months, labels } of locales) {
      const urls = pages.map((path) => localized(prefix, path));
      // One browser page walks the three pages, a step each (see inGroups in support/pages.ts).
      test(`${urls.join(', ')} (${viewport.label}) show fee, total and effective annual rate per term as prominently as the instalment`, async ({
        page,
      }) => {
        test.slow();
        await page.setViewportSize(viewport);
        for (const url of urls)
          await test.step(url, async () => {
            await page.goto(url);
            const box = page.getByTestId('instalment-example');
            await expect(box).toBeVisible();
            for (const plan of example) {
              const term = box.getByTestId(`instalment-example-${plan.months}`);
              await expect(term.getByRole('heading')).toHaveText(months(plan.months));
              const figures = [plan.monthly, plan.fee, plan.total, plan.ear];
              for (const [index, label] of labels.entries()) {
                const row = term.locator('div', { has: page.locator('dt', { hasText: label }) });
                await expect(row.locator('dd')).toHaveText(figures[index] ?? '');
              }
              // Fee, total and rate are set exactly like the instalment amount.
              const styles = await term.locator('dd').evaluateAll((nodes) =>
                nodes.map((node) => {
                  const style = getComputedStyle(node);
                  return `${style.fontSize} ${style.fontWeight} ${style.color}`;
                }),
              );
              expect(styles).toHaveLength(4);
              expect(new Set(styles).size, styles.join(' | ')).toBe(1);
            }
          });
      });
    }
});

test('the example passes axe and reads in Chinese on the zh-HK home page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('instalment-example')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expectNoStrayEnglish(page);
  // Only an offer about instalments carries the fee example; a dining discount does not.
  await page.goto('/promotions/weekend-dining-offer');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('instalment-example')).toHaveCount(0);
});
