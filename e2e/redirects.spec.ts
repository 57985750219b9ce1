import { expect, test } from '@playwright/test';

const legacy = [
  ['/tc/company-information/contact-us.php', '/contact-us'],
  ['/tc/company-information/about-us.php', '/about-us'],
  ['/tc/privacy.php', '/privacy'],
  ['/index.php', '/'],
  ['/tc/disclaimer.php', '/disclaimer'],
  ['/tc/legal.php', '/legal'],
  ['/tc/loan-application-terms.php', '/loan-application-terms'],
] as const;

for (const [from, to] of legacy) {
  test(`${from} answers 301 to ${to} with the query`, async ({ request }) => {
    const response = await request.get(`${from}?utm_source=old&x=1`, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe(`${to}?utm_source=old&x=1`);
  });

  test(`/en-US${from} answers 301 to its English page`, async ({ request }) => {
    const response = await request.get(`/en-US${from}?a=b`, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe(`${to === '/' ? '/en-US' : `/en-US${to}`}?a=b`);
  });
}

test.describe('app hand-off', () => {
  const cases = [
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
      /apps\.apple\.com/,
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126 Mobile Safari/537.36',
      /play\.google\.com/,
    ],
    [
      'Mozilla/5.0 (Linux; Android 12; HUAWEI P50 Pro; HMSCore 6.11) AppleWebKit/537.36 Mobile',
      /appgallery\.huawei\.com/,
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126 Safari/537.36',
      /^\/download_app$/,
    ],
  ] as const;
  for (const [ua, target] of cases) {
    test(`download-app-redirect sends ${ua.slice(13, 40)} to ${target}`, async ({ request }) => {
      const response = await request.get('/download-app-redirect', {
        headers: { 'User-Agent': ua },
        maxRedirects: 0,
      });
      expect(response.status()).toBe(302);
      expect(response.headers().location).toMatch(target);
    });
  }

  test('an English desktop goes to the English download page', async ({ request }) => {
    const response = await request.get('/en-US/download-app-redirect', { maxRedirects: 0 });
    expect(response.headers().location).toBe('/en-US/download_app');
  });

  test('open-app-redirect falls back to the download page when no app answers', async ({
    page,
  }) => {
    await page.goto('/en-US/open-app-redirect');
    await expect(page).toHaveURL(/\/en-US\/download_app$/, { timeout: 10_000 });
  });
});
