import { expect, test } from '@playwright/test';

// HTML first, no React (issue 32): the FAQ ships small modules of our own origin (the page's
// scroll-spy and deep link, the layout's language switch and menu, the analytics tracker; their
// weight is page-weight.spec's), and works without them.
const pages = [
  { path: '/faq', lang: 'zh-HK', heading: '常見問題', switchTo: '/en-US/faq' },
  { path: '/en-US/faq', lang: 'en-US', heading: 'Frequently asked questions', switchTo: '/faq' },
];

for (const { path, lang, heading, switchTo } of pages) {
  test(`${path} renders in ${lang} without JavaScript, with its CSP`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    expect(response?.headers()['content-security-policy']).not.toContain('unsafe-inline');
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByTestId('language-switch')).toHaveAttribute('href', switchTo);
    const scripts = await page
      .locator('script[src]')
      .evaluateAll((elements) => elements.map((element) => element.getAttribute('src') ?? ''));
    expect(scripts.length).toBeLessThanOrEqual(4);
    for (const src of scripts) expect(src).toMatch(/^\/_astro\/[^/]+\.js$/);
    // No React island: src/lib/testing/islands.container.test.ts.
    await context.close();
  });
}

test('/zh-HK/faq is not a page: the server sends it to /faq (e2e/locale.spec.ts)', async ({
  request,
}) => {
  const response = await request.get('/zh-HK/faq?x=1', { maxRedirects: 0 });
  expect(response.status()).toBe(307);
  expect(response.headers().location).toBe('/faq?x=1');
});
