import { defaultLocale, locales, type AppLocale } from '@/config/locales';

/**
 * The locale of a page route's `[...locale]` segment: none is the default (zh-HK, unprefixed), and
 * only the other locales may be named (`/en-US/...`). Anything else, `/zh-HK/...` included, is not a
 * page of ours: `undefined`, and the route answers 404.
 */
export function routeLocale(segment: string | undefined): AppLocale | undefined {
  if (segment === undefined || segment === '') return defaultLocale;
  return locales.find((locale) => locale === segment && locale !== defaultLocale);
}
