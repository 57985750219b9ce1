import { expect, test } from '@playwright/test';

// serve/server.ts (issue 32): dist/client's files, each page under one URL, the legacy 301s and the
// locale rule in front of Astro's route cache, in both locales.

test('built assets are immutable for a year; nothing else is cached long', async ({
  request,
  page,
}) => {
  await page.goto('/faq');
  const stylesheet = await page
    .locator('link[rel="stylesheet"][href^="/_astro/"]')
    .first()
    .getAttribute('href');
  expect(stylesheet).toBeTruthy();
  const asset = await request.get(stylesheet!);
  expect(asset.status()).toBe(200);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['content-security-policy']).toContain("default-src 'self'");
  for (const path of ['/faq', '/en-US/faq']) {
    const answer = await request.get(path, { headers: { 'accept-language': 'zh-HK' } });
    expect(answer.headers()['cache-control'] ?? '', path).not.toMatch(/max-age=[1-9]/);
  }
});

test('no second URL for a page, no directory listing, no dotfiles', async ({ request }) => {
  for (const path of [
    '/index.html',
    '/faq/index.html',
    '/faq.html',
    '/en-US/faq.html',
    '/_astro',
    '/_astro/',
    '/.env',
    '/.git/config',
    '/_astro/.x',
  ]) {
    const answer = await request.get(path, {
      maxRedirects: 0,
      headers: { 'accept-language': 'zh-HK' },
    });
    expect(answer.status(), path).toBe(404);
  }
});

for (const [from, to] of [
  ['/tc/legal.php', '/legal'],
  ['/index.php', '/'],
  ['/tc/company-information/about-us.php', '/about-us'],
] as const) {
  test(`${from} answers 301 to ${to} in both locales, keeping the query`, async ({ request }) => {
    const zh = await request.get(`${from}?utm_source=old&x=1`, { maxRedirects: 0 });
    expect(zh.status()).toBe(301);
    expect(zh.headers().location).toBe(`${to}?utm_source=old&x=1`);
    const en = await request.get(`/en-US${from}?a=b`, { maxRedirects: 0 });
    expect(en.status()).toBe(301);
    expect(en.headers().location).toBe(`${to === '/' ? '/en-US' : `/en-US${to}`}?a=b`);
  });
}

test.describe('locale rule', () => {
  test('an English browser with no cookie is sent to /en-US, the query kept', async ({
    request,
  }) => {
    const answer = await request.get('/faq?q=card', {
      maxRedirects: 0,
      headers: { 'accept-language': 'en-US,en;q=0.9' },
    });
    expect(answer.status()).toBe(307);
    expect(answer.headers().location).toBe('/en-US/faq?q=card');
    expect(answer.headers()['cache-control']).toBe('private, no-store');
  });

  test('an English cookie wins over a Chinese browser; a Chinese cookie over an English one', async ({
    request,
  }) => {
    const en = await request.get('/faq', {
      maxRedirects: 0,
      headers: { 'accept-language': 'zh-HK', cookie: 'i18n_redirected=en-US' },
    });
    expect(en.headers().location).toBe('/en-US/faq');
    const zh = await request.get('/faq', {
      maxRedirects: 0,
      headers: { 'accept-language': 'en-US', cookie: 'i18n_redirected=zh-HK' },
    });
    expect(zh.status()).toBe(200);
    expect(zh.headers()['set-cookie']).toBeUndefined();
  });

  test('/zh-HK/... goes to the unprefixed path', async ({ request }) => {
    const answer = await request.get('/zh-HK/faq?x=1', { maxRedirects: 0 });
    expect(answer.status()).toBe(307);
    expect(answer.headers().location).toBe('/faq?x=1');
  });

  test('an English page remembers English for a Chinese browser, privately', async ({
    request,
  }) => {
    const answer = await request.get('/en-US/faq', {
      headers: { 'accept-language': 'zh-HK,zh;q=0.9', 'sec-fetch-dest': 'document' },
    });
    expect(answer.status()).toBe(200);
    expect(answer.headers()['set-cookie']).toMatch(
      /^i18n_redirected=en-US; Max-Age=31536000; Path=\/; Secure; SameSite=Lax$/,
    );
    expect(answer.headers()['cache-control']).toBe('private, no-store');
  });

  test('the language switch followed without JavaScript stays Chinese and remembers it', async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const context = await browser.newContext({
      javaScriptEnabled: false,
      extraHTTPHeaders: { 'Accept-Language': 'en-US,en;q=0.9' },
    });
    const page = await context.newPage();
    await page.goto('/en-US/faq');
    await page.getByTestId('language-switch').click();
    await expect(page).toHaveURL(/localhost:\d+\/faq$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-HK');
    const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected');
    expect(cookie).toMatchObject({ value: 'zh-HK', path: '/', secure: true, sameSite: 'Lax' });
    const days = (cookie!.expires - Date.now() / 1000) / 86400;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThan(366);
    await page.goto('/faq');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-HK');
    await context.close();
  });
});

test.describe('error pages', () => {
  for (const [path, lang, message] of [
    ['/en-US/no/such/page?x=1&y=<b>', 'en-US', 'Page not found: /en-US/no/such/page?x=1&y=%3Cb%3E'],
    ['/no-such-page', 'zh-HK', '找不到頁面：/no-such-page'],
    [
      '/en-US/blog/Not_A_Valid_Slug!?q=1',
      'en-US',
      'Page Not Found: /en-US/blog/Not_A_Valid_Slug!?q=1',
    ],
  ] as const) {
    test(`${path} is a red, centred, noindex 404 in ${lang} with its CSP`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
      expect(response?.headers()['cache-control']).toMatch(/\bno-store\b/);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      const shown = page.getByTestId('error-message');
      await expect(shown).toHaveText(message);
      await expect(shown).toHaveCSS('color', 'rgb(185, 28, 28)');
      await expect(shown).toHaveCSS('text-align', 'center');
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await expect(page.locator('header nav')).toHaveCount(0);
      await context.close();
    });
  }

  test('a second path gets its own 404, not a cached first one', async ({ request }) => {
    await request.get('/first-missing');
    const second = await request.get('/second-missing');
    expect(await second.text()).toContain('/second-missing');
    expect(await second.text()).not.toContain('/first-missing');
  });

  test('/404 itself answers 404 with the screen', async ({ request }) => {
    const response = await request.get('/404');
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('data-testid="error-status"');
  });
});

for (const path of ['/faq', '/en-US/faq', '/en-US/no-such-page']) {
  test(`${path} loads with no CSP violation in Chromium`, async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) =>
        console.error(
          `Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`,
        ),
      );
    });
    await page.goto(path, { waitUntil: 'load' });
    await expect(page.locator('h1')).toBeVisible();
    expect(violations).toEqual([]);
  });
}

test('content pages are rendered once and kept; a 404 never is', async ({ request }) => {
  const kept = [
    '/',
    '/en-US',
    '/blog',
    '/en-US/blog/page/2',
    '/about-us',
    '/en-US/tnc/promotions-general',
    '/campaign',
    '/mall',
  ];
  for (const path of kept) {
    await request.get(path);
    const again = await request.get(`${path}?utm_source=x`);
    expect(again.status(), path).toBe(200);
    expect(again.headers()['x-astro-cache'], path).toBe('HIT');
  }
  for (const path of ['/blog/no-such-article', '/en-US/abc/no-such-page']) {
    await request.get(path);
    const again = await request.get(path);
    expect(again.status(), path).toBe(404);
    expect(again.headers()['x-astro-cache'], path).toBeUndefined();
  }
});

test("a page with a form is the visitor's own: never kept, by us or a shared cache", async ({
  request,
}) => {
  // Each render carries its own Idempotency-Key and fill time (and, after a plain post, the answer).
  for (const path of [
    '/sme-loan',
    '/en-US/property-owner-loan',
    '/property-valuation',
    '/en-US/account_delete',
    '/features/free-smart-credit-report',
  ]) {
    const first = await request.get(path);
    expect(first.headers()['cache-control'], path).toBe('private, no-store');
    const again = await request.get(path);
    expect(again.headers()['x-astro-cache'], path).toBeUndefined();
  }
});
