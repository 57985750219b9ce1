import { expect, test } from '@playwright/test';
import { brands, pageBrand } from '../src/config/brands';
import { localeOfPath, unprefixedPath } from '../src/i18n/locale-path';
import { sitemapPaths } from './support/pages';

// The server under test inherits these from the environment (see content/README.md); without them
// draft mode and the webhook must stay shut.
const previewSecret = process.env.CONTENT_PREVIEW_SECRET;
const webhookSecret = process.env.CONTENT_WEBHOOK_SECRET;
const draftTitle = '年終購物指南（草稿）';

test('draft mode needs the secret, shows drafts with a banner, and can be left', async ({
  page,
}) => {
  await page.goto('/blog');
  await expect(page.locator('main')).not.toContainText(draftTitle);
  const wrong = await page.request.get('/api/draft?secret=wrong-secret-value&path=/blog', {
    maxRedirects: 0,
  });
  expect(wrong.status()).toBe(previewSecret ? 401 : 404);
  if (!previewSecret) return;
  const evil = await page.request.get(
    `/api/draft?secret=${encodeURIComponent(previewSecret)}&path=https://evil.example/`,
    { maxRedirects: 0 },
  );
  expect(evil.headers().location).toBe('/');
  await page.goto(`/api/draft?secret=${encodeURIComponent(previewSecret)}&path=/blog`);
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole('status').filter({ hasText: '預覽模式' })).toBeVisible();
  await expect(page.locator('main')).toContainText(draftTitle);
  await page.goto('/blog/year-end-shopping-guide');
  await expect(page.locator('h1')).toHaveText(draftTitle);
  await page.goto('/blog');
  await page.getByRole('link', { name: '離開預覽' }).click();
  await expect(page.getByRole('status').filter({ hasText: '預覽模式' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.locator('main')).not.toContainText(draftTitle);
  // Out of draft mode the unpublished article does not exist, however often it is asked for.
  for (let i = 0; i < 2; i++) {
    expect((await page.goto('/blog/year-end-shopping-guide'))?.status()).toBe(404);
    await expect(page.getByTestId('error-message')).toHaveText(
      '找不到此頁面：/blog/year-end-shopping-guide',
    );
  }
});

test('the publish webhook needs its secret and revalidates the changed content type', async ({
  request,
}) => {
  // A terms page: the pages other suites check for CSP are left as built.
  const body = {
    sys: {
      type: 'Entry',
      id: 'tnc-weekend-dining-offer-tnc',
      contentType: { sys: { type: 'Link', linkType: 'ContentType', id: 'konewTermsPage' } },
    },
  };
  const headers = { 'content-type': 'application/vnd.contentful.management.v1+json' };
  const missing = await request.post('/api/revalidate', { data: body, headers });
  expect(missing.status()).toBe(401);
  expect(
    (
      await request.post('/api/revalidate', {
        data: body,
        headers: { ...headers, 'x-webhook-secret': 'not-the-secret-at-all' },
      })
    ).status(),
  ).toBe(401);
  if (!webhookSecret) return;
  const ok = await request.post('/api/revalidate', {
    data: body,
    headers: { ...headers, 'x-webhook-secret': webhookSecret },
  });
  expect(ok.status()).toBe(200);
  expect(await ok.json()).toEqual({ revalidated: ['content:konewTermsPage'] });
  expect(ok.headers()['cache-control']).toBe('no-store');
  const form = await request.post('/api/revalidate', {
    form: { a: '1' },
    headers: { 'x-webhook-secret': webhookSecret },
  });
  expect(form.status()).toBe(415);
  const page = await request.get('/tnc/weekend-dining-offer-tnc');
  expect(page.status()).toBe(200);
  expect(await page.text()).toContain('週末餐飲優惠條款及細則');
});

test('the sitemap lists every content page in both locales with alternates', async ({
  request,
}) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  for (const path of [
    '/blog/instalment-basics',
    '/promotions/summer-fitness-offer',
    '/tnc/electronics-instalment-offer-tnc',
    '/abc/student-offer',
    '/faq',
    '/blog/topic/travel',
    '/about-us',
  ]) {
    expect(xml).toContain(`${path}</loc>`);
    expect(xml).toContain(`/en-US${path}</loc>`);
    expect(xml).toMatch(new RegExp(`hreflang="en-US"\\s+href="[^"]*/en-US${path}"`));
  }
  expect(xml).not.toContain('year-end-shopping-guide');
  expect(xml).not.toContain('/tester');
});

test('every page the sitemap lists has its own description in its language, and a title naming the brand once, after the page', async ({
  request,
}) => {
  const paths = await sitemapPaths(request);
  expect(paths.length).toBeGreaterThan(40);
  const missing: string[] = [];
  const pathsOf = new Map<string, string[]>();
  for (const path of paths) {
    // A visitor of the page's own language (another browser language would be sent to its page).
    const language = localeOfPath(path);
    const html = await (
      await request.get(path, { headers: { 'accept-language': language } })
    ).text();
    const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
    const chinese = /\p{Script=Han}/u.test(description);
    if (!description.trim() || chinese === (language === 'en-US')) missing.push(path);
    // The title is the page's, then its brand (KCash on the SME pages, else the card's) after the
    // locale's separator (not the brand twice).
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
    const brand = brands[pageBrand(unprefixedPath(path))].name[language];
    const separator = language === 'en-US' ? ' | ' : '｜';
    if (!title.endsWith(`${separator}${brand}`) || title.startsWith(`${brand}${separator}`))
      missing.push(`${path}: ${title}`);
    pathsOf.set(description, [...(pathsOf.get(description) ?? []), path]);
  }
  expect(missing).toEqual([]);
  expect([...pathsOf.values()].filter((same) => same.length > 1)).toEqual([]);
});

test('GET /api/v2/konew-faqs answers the FAQ from the content layer, cacheable', async ({
  request,
}) => {
  const response = await request.get(
    '/api/v2/konew-faqs?locale=en-US&category=credit_card&per_page=2',
  );
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toMatch(/^public, max-age=\d+/);
  const body = (await response.json()) as {
    total: number;
    limit: number;
    items: Array<{ slug: string; question: string }>;
  };
  expect(body.total).toBe(8);
  expect(body.limit).toBe(2);
  expect(body.items.map((i) => i.slug)).toEqual(['activate-card', 'interest-free-period']);
  expect((await request.get('/api/v2/konew-faqs?colour=red')).status()).toBe(422);
});
