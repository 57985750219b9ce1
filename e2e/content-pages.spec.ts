import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expectNoStrayEnglish } from './support/chinese-page';
import { inGroups, localized, locales } from './support/pages';
import { revealAll } from './content-reveal';

/** Every content-driven page, with the layout it must use. */
const contentPages = [
  { path: '/blog/topic/travel', layout: 'default' },
  { path: '/blog/page/2', layout: 'default' },
  { path: '/blog/news', layout: 'default' },
  { path: '/blog/videos', layout: 'default' },
  { path: '/blog/video-activate-card', layout: 'default' },
  { path: '/blog/konew-app-new-version', layout: 'default' },
  { path: '/promotions/summer-fitness-offer', layout: 'default' },
  { path: '/campaign', layout: 'default' },
  { path: '/tnc/electronics-instalment-offer-tnc', layout: 'default' },
  { path: '/tnc/promotions-general', layout: 'default' },
  { path: '/abc/student-offer', layout: 'custom' },
  { path: '/promotion_material/airline_mcc_dpp', layout: 'custom' },
  { path: '/promotion_material/apple_pay', layout: 'custom' },
  { path: '/mall', layout: 'empty' },
] as const;

/** Axe on these runs in routes.spec.ts (the same page in its list of page types). */
const axeElsewhere = new Set<string>(['/mall']);

/** The Apple Pay guide names Apple's own products; everything else uses the shared allow-list. */
async function expectChinese(page: Page, path: string) {
  if (path !== '/promotion_material/apple_pay') return expectNoStrayEnglish(page);
  const text = await page.locator('main').innerText();
  const stray = (text.match(/[A-Za-z][A-Za-z']+/g) ?? []).filter(
    (w) => !/^(?:Konew|App|Apple|Pay|iPhone|HK)$/.test(w),
  );
  expect(stray).toEqual([]);
}

for (const { locale, prefix } of locales) {
  for (const group of inGroups(contentPages, 4)) {
    const urls = group.map(({ path }) => localized(prefix, path));
    test(`${urls.join(', ')} render from the content store in ${locale}`, async ({ page }) => {
      test.slow();
      for (const { path, layout } of group)
        await test.step(localized(prefix, path), async () => {
          const response = await page.goto(localized(prefix, path));
          expect(response?.status()).toBe(200);
          await expect(page.locator('html')).toHaveAttribute('lang', locale);
          await expect(page.locator('h1')).toHaveCount(1);
          await expect(page.locator('h1')).not.toBeEmpty();
          const headerNav = page.locator('header nav[aria-label]');
          if (layout === 'default') await expect(headerNav.first()).toBeAttached();
          else await expect(headerNav).toHaveCount(0);
          // Every layout keeps the footer's disclosures; the empty one is the brand bar's frame too.
          await expect(page.locator('footer')).toHaveCount(1);
          if (locale === 'zh-HK') await expectChinese(page, path);
          await revealAll(page);
          if (!axeElsewhere.has(path)) await expectNoSeriousA11yViolations(page);
        });
    });
  }

  test(`unknown slugs answer a real 404 with the route-check message (${locale})`, async ({
    page,
  }) => {
    for (const path of [
      '/blog/no-such-post',
      '/promotions/no-such-offer',
      '/tnc/no-such-terms',
      '/abc/no-such-page',
    ]) {
      const url = localized(prefix, path);
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(404);
      await expect(page.getByTestId('error-message')).toHaveText(
        locale === 'en-US' ? `Page Not Found: ${url}` : `找不到此頁面：${url}`,
      );
    }
    for (const path of ['/blog/topic/no-such-topic', '/blog/page/99', '/blog/page/1']) {
      expect((await page.goto(localized(prefix, path)))?.status(), path).toBe(404);
    }
  });
}

test('the blog filters by topic and pages through the articles', async ({ page }) => {
  await page.goto('/blog');
  await expect(page.getByRole('link', { name: '全部文章' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('heading', { name: '熱門話題' })).toBeVisible();
  await expect(page.locator('#articles-heading + ul > li')).toHaveCount(9);
  await page
    .getByRole('navigation', { name: '分頁' })
    .getByRole('link', { name: '下一頁' })
    .click();
  await expect(page).toHaveURL(/\/blog\/page\/2$/);
  await expect(page.locator('#articles-heading + ul > li')).toHaveCount(3);
  await page
    .getByRole('navigation', { name: '話題' })
    .getByRole('link', { name: '旅遊消費' })
    .click();
  await expect(page).toHaveURL(/\/blog\/topic\/travel$/);
  await expect(page.locator('h1')).toHaveText('話題：旅遊消費');
  await expect(page.locator('#articles-heading + ul > li')).toHaveCount(2);
  await expect(page.getByRole('link', { name: '查看全部影片' })).toHaveCount(0);
  await page.goto('/blog');
  await page.getByRole('link', { name: '查看全部影片' }).click();
  await expect(page.locator('main article')).toHaveCount(3);
});

test('an ended promotion says so instead of vanishing, and sits with the past offers', async ({
  page,
}) => {
  await page.goto('/promotions');
  await expect(page.locator('#ended-heading + ul')).toContainText('夏日健身優惠');
  await page.goto('/en-US/promotions/summer-fitness-offer');
  await expect(page.getByTestId('promotion-ended')).toHaveText(
    'This offer ended on 31 August 2026. Thank you for your support.',
  );
  await expect(page.getByTestId('promo-code')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'See the terms and conditions' })).toHaveAttribute(
    'href',
    '/en-US/tnc/promotions-general',
  );
});

test('the campaign page shows masked winners, the draw date and the licence number', async ({
  page,
}) => {
  await page.goto('/en-US/campaign');
  await expect(page.getByTestId('campaign')).toHaveCount(3);
  const first = page.getByTestId('campaign').first();
  await expect(first.getByRole('heading', { level: 2 })).toHaveText('Mid-Autumn lucky draw 2026');
  await expect(first.getByTestId('draw-date')).toHaveText('Draw date: 15 October 2026');
  await expect(first.getByTestId('licence-number')).toHaveText(
    'Trade Promotion Competition Licence No.: 000123',
  );
  for (const id of await page.getByTestId('winner-id').allTextContents())
    expect(id).toMatch(/^\*{4} \*{4} \*{4} \d{4}$/);
});

test('a fixed terms page takes priority over the content entry with the same slug', async ({
  page,
}) => {
  await page.goto('/tnc/promotions-general');
  await expect(page.locator('h1')).toHaveText('推廣活動一般條款及細則');
  await expect(page.getByTestId('fixed-terms')).toBeVisible();
  await expect(page.locator('main')).not.toContainText('舊版內容');
});

test('content images are served at width 800 in webp, with their size set', async ({ page }) => {
  const images: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/content-assets/'))
      images.push(`${response.status()} ${response.headers()['content-type']} ${response.url()}`);
  });
  await page.goto('/blog/instalment-basics');
  const cover = page.locator('main article img').first();
  await expect(cover).toHaveAttribute(
    'src',
    /\/content-assets\/card\/images\.ctfassets\.net\/.+\.png\?w=800&fm=webp$/,
  );
  await expect(cover).toHaveAttribute('width', '800');
  await expect(cover).toHaveAttribute('height', '450');
  await expect
    .poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(800);
  expect(images.some((line) => line.startsWith('200 image/webp '))).toBe(true);
  for (const img of await page.locator('img').all()) {
    await expect(img).toHaveAttribute('width', /^\d+$/);
    await expect(img).toHaveAttribute('height', /^\d+$/);
  }
  expect((await page.request.get('/content-assets/card/../../package.json')).status()).toBe(404);
  expect(
    (
      await page.request.get('/content-assets/card/images.ctfassets.net/konewsample1/x/y/z.svg')
    ).status(),
  ).toBe(404);
});

test('rich text links keep the reader’s locale and drop script URLs', async ({ page }) => {
  await page.goto('/en-US/blog/instalment-basics');
  const body = page.locator('main article');
  await expect(body.getByRole('link', { name: 'partner merchants', exact: true })).toHaveAttribute(
    'href',
    '/en-US/mall',
  );
  await expect(
    body.getByRole('link', { name: '3 or 5 instalments?', exact: true }),
  ).toHaveAttribute('href', '/en-US/blog/choose-instalment-term');
  expect(await page.locator('a[href^="javascript:" i]').count()).toBe(0);
});
