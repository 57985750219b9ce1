/** Request headers of a page visit after which the site remembers a language in `i18n_redirected`. */
export type CookieVisit = { name: string; path: string; headers: Record<string, string> };

/**
 * Visits whose answer sets the locale cookie (both locales): an English page opened by a Chinese
 * browser or over a Chinese cookie, and the English pages' language switch followed without
 * JavaScript (a document request for the Chinese page, sent from one of our English pages).
 */
export function cookieVisits(origin: string): CookieVisit[] {
  const document = { 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate' };
  return [
    {
      name: 'English page, Chinese browser',
      path: '/en-US/about-us',
      headers: { ...document, 'accept-language': 'zh-HK,zh;q=0.9' },
    },
    {
      name: 'English page, Chinese cookie',
      path: '/en-US/legal',
      headers: { ...document, 'accept-language': 'en', cookie: 'i18n_redirected=zh-HK' },
    },
    {
      name: 'switch to Chinese without JavaScript',
      path: '/about-us',
      headers: {
        ...document,
        'accept-language': 'en-US,en;q=0.9',
        'sec-fetch-site': 'same-origin',
        referer: `${origin}/en-US/about-us`,
      },
    },
  ];
}

/** The headers of one answer, names in lower case. */
type Answer = Record<string, string>;

/** Whether a shared cache (a CDN, nginx) may store this answer and give it to someone else. */
export function sharedCacheMayStore(headers: Answer): boolean {
  const cacheControl = (headers['cache-control'] ?? '').toLowerCase();
  return !/\b(?:private|no-store|no-cache)\b/.test(cacheControl);
}

/**
 * Whether a cache that stores this answer keys it on what decided its locale cookie: either the
 * answer may not be stored by a shared cache at all, or its Vary names Cookie and Accept-Language.
 */
export function cookieAnswerIsSafeToCache(headers: Answer): boolean {
  if (!sharedCacheMayStore(headers)) return true;
  const vary = (headers.vary ?? '').toLowerCase().split(/\s*,\s*/);
  return vary.includes('cookie') && vary.includes('accept-language');
}

/** The locale cookie this answer sets, if any (`en-US`, `zh-HK`). */
export function localeCookieSet(headers: Answer): string | undefined {
  return /(?:^|\n)i18n_redirected=([^;]*)/.exec(headers['set-cookie'] ?? '')?.[1];
}
