import { expect, test } from '@playwright/test';
import {
  cookieAnswerIsSafeToCache,
  cookieVisits,
  localeCookieSet,
  sharedCacheMayStore,
} from './support/locale-cookie-cache';

// Issue 16 item 13: a page answer that sets the locale cookie must not be kept by a shared cache and
// handed, cookie included, to a visitor who asked for another language (or the answer's Vary says
// what it depends on). Pages that set no cookie stay cacheable.

test('every page answer that sets the locale cookie is safe for shared caches', async ({
  request,
  baseURL,
}) => {
  for (const visit of cookieVisits(baseURL!)) {
    const response = await request.get(visit.path, { headers: visit.headers, maxRedirects: 0 });
    const headers = response.headers();
    expect(response.status(), visit.name).toBe(200);
    // The language is still remembered: the visit sets the cookie to the page's language.
    expect(localeCookieSet(headers), visit.name).toBe(
      visit.path.startsWith('/en-US') ? 'en-US' : 'zh-HK',
    );
    expect(
      cookieAnswerIsSafeToCache(headers),
      `${visit.name}: Cache-Control "${headers['cache-control']}", Vary "${headers.vary}"`,
    ).toBe(true);
  }
});

test('page answers that set no cookie stay cacheable, in both locales', async ({ request }) => {
  for (const [path, language] of [
    ['/about-us', 'zh-HK,zh;q=0.9'],
    ['/en-US/about-us', 'en-US,en;q=0.9'],
  ] as const) {
    const response = await request.get(path, {
      headers: { 'accept-language': language, 'sec-fetch-dest': 'document' },
    });
    expect(response.status(), path).toBe(200);
    expect(localeCookieSet(response.headers()), path).toBeUndefined();
    expect(sharedCacheMayStore(response.headers()), path).toBe(true);
  }
});
