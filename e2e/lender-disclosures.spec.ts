import { expect, test, type Page } from '@playwright/test';
import { localized } from './support/pages';

/** Sample values from src/config/site.ts. */
const licenceNo = '0000/2026';
const hotline = '2000 0000';

const locales = [
  {
    prefix: '',
    warning: '忠告：借錢梗要還，咪俾錢中介',
    lender: '示例財務有限公司',
    smeBrand: 'KCash 中小企貸款',
  },
  {
    prefix: '/en-US',
    warning: "Warning: You have to repay your loans. Don't pay any intermediaries.",
    lender: 'Sample Finance Limited',
    smeBrand: 'KCash SME Loan',
  },
] as const;

const cardPages = [
  '/',
  '/InstallmentIntroRoute',
  '/promotions',
  '/promotions/summer-fitness-offer',
] as const;
const productPages = [...cardPages, '/mall', '/sme-loan', '/property-owner-loan'] as const;

/** Font size in px of the first element matching `selector`. */
async function fontSize(page: Page, selector: string) {
  return page
    .locator(selector)
    .first()
    .evaluate((node) => parseFloat(getComputedStyle(node).fontSize));
}

/** The lender line on `path`: once, directly under the product heading, no smaller than the brand. */
async function expectLenderLine(page: Page, path: string, lender: string, width: number) {
  const line = page.getByTestId('lender-line');
  await expect(line, `${width}px`).toHaveCount(1);
  await expect(line).toContainText(lender);
  await expect(line).toContainText(`Money Lender's Licence No.: ${licenceNo}`);
  // Directly under the page's product heading: both boxes from one layout, at this width (two
  // separate reads could straddle the layout after the resize: CI once saw the phone's heading).
  await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(width);
  const { headingBottom, lineTop } = await page.evaluate(() => ({
    headingBottom: document.querySelector('h1')!.getBoundingClientRect().bottom,
    lineTop: document.querySelector('[data-testid="lender-line"]')!.getBoundingClientRect().top,
  }));
  expect(lineTop, `${width}px`).toBeGreaterThanOrEqual(headingBottom - 1);
  expect(lineTop - headingBottom, `${width}px`).toBeLessThan(40);
  // No smaller than any brand name shown there: the header's brand, or a heading that is the brand.
  const name = await fontSize(page, '[data-testid="lender-line"] [data-testid="lender-name"]');
  const number = await fontSize(page, '[data-testid="lender-line"] [data-testid="lender-licence"]');
  // (/mall has no header: its only brand is the body text's 16px.)
  const brands = [
    (await page.getByTestId('brand-name').count())
      ? await fontSize(page, '[data-testid="brand-name"]')
      : 16,
  ];
  if (path === '/sme-loan') brands.push(await fontSize(page, 'h1'));
  for (const brand of brands) expect(name, `${width}px`).toBeGreaterThanOrEqual(brand);
  expect(number, `${width}px`).toBeGreaterThanOrEqual(brands[0] ?? 16);
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { prefix, warning, lender } of locales) {
    test(`${localized(prefix, '/mall')} shows the warning, licensed name, licence number and hotline`, async ({
      page,
    }) => {
      const response = await page.goto(localized(prefix, '/mall'));
      expect(response?.status()).toBe(200);
      const main = page.locator('main');
      await expect(main.getByText(warning).first()).toBeVisible();
      await expect(main.getByText(lender).first()).toBeVisible();
      await expect(
        main.getByText(`Money Lender's Licence No.: ${licenceNo}`).first(),
      ).toBeVisible();
      await expect(main.getByText(hotline).first()).toBeVisible();
    });

    // One page walks the list (a step per page): a new browser page per check cost more than it.
    test(`${localized(prefix, '/')} and the other card pages show the warning within the first screen of a phone`, async ({
      page,
    }) => {
      test.slow();
      await page.setViewportSize({ width: 390, height: 844 });
      for (const path of cardPages)
        await test.step(localized(prefix, path), async () => {
          await page.goto(localized(prefix, path));
          const banner = page.getByTestId('risk-warning-banner');
          await expect(banner).toContainText(warning);
          await expect(banner).toContainText(hotline);
          const box = await banner.boundingBox();
          expect(box).not.toBeNull();
          expect(box!.y).toBeGreaterThanOrEqual(0);
          expect(box!.y + box!.height).toBeLessThanOrEqual(844);
        });
      // The loan pages' boxed warning, with the licence under the heading, in the first screen too.
      for (const path of ['/sme-loan', '/property-owner-loan'])
        await test.step(localized(prefix, path), async () => {
          await page.goto(localized(prefix, path));
          const box = await page
            .getByRole('main')
            .getByTestId('risk-warning')
            .first()
            .boundingBox();
          expect(box!.y + box!.height).toBeLessThanOrEqual(844);
        });
    });

    test(`every product page in ${prefix ? 'English' : 'Chinese'} names the licensed lender and licence number under the heading, as large as the brand, on a phone and a desktop`, async ({
      page,
    }) => {
      test.slow();
      for (const path of productPages)
        await test.step(localized(prefix, path), async () => {
          await page.setViewportSize({ width: 390, height: 844 });
          await page.goto(localized(prefix, path));
          for (const width of [390, 1440] as const) {
            await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
            await expectLenderLine(page, path, lender, width);
          }
        });
    });
  }

  test('the loan terms page carries the prescribed summary of the Ordinance, in order, in English', async ({
    page,
  }) => {
    await page.goto('/en-US/loan-application-terms');
    const summary = page.locator('#mlo-summary');
    await expect(summary).toContainText(
      'The provisions of the Money Lenders Ordinance summarized below are important for the protection of all the parties to a loan agreement, and should be read carefully.',
    );
    await expect(page.locator('#mlo-summary-part-3')).toContainText(
      'Summary of Part III of the Ordinance',
    );
    await expect(page.locator('#mlo-summary-part-3')).toContainText(
      'Section 18 sets out the requirements relating to loans made by a money lender.',
    );
    await expect(page.locator('#mlo-summary-part-4')).toContainText('Summary of Part IV');
    await expect(page.getByText('plain-language summary')).toHaveCount(0);
    const text = (await page.locator('article').innerText()).replace(/\s+/g, ' ');
    const at = [18, 19, 20, 21, 22, 23, 24, 25].map((n) => text.indexOf(`Section ${n} `));
    expect(at.every((position) => position > 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
  });

  test('the loan terms page carries the prescribed summary of the Ordinance, in order, in Chinese', async ({
    page,
  }) => {
    await page.goto('/loan-application-terms');
    await expect(page.locator('#mlo-summary')).toContainText(
      '以下所列的《放債人條例》條文撮要，對保障訂立貸款協議的各方均至為重要，應小心閱讀。',
    );
    await expect(page.locator('#mlo-summary-part-3')).toContainText('《放債人條例》第 III 部撮要');
    await expect(page.locator('#mlo-summary-part-4')).toContainText('第 IV 部撮要');
    const text = (await page.locator('article').innerText()).replace(/\s+/g, '');
    const at = [18, 19, 20, 21, 22, 23, 24, 25].map((n) => text.indexOf(`本條例第${n}條`));
    expect(at.every((position) => position > 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
  });
});

// Axe on these pages with their disclosures, in both locales: routes.spec.ts.
