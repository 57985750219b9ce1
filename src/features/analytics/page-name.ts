import { type AppLocale, defaultLocale, locales } from '@/config/locales';
import { looksPersonal } from './personal-data';
import { FIXED_PAGES, isSitePageName } from './site-page-names';

export type PageRef = { page: string; locale: AppLocale };

/** What a path that is no page of the site is counted as: the spec's /404 page. */
export const NOT_FOUND_PAGE = '404';

function decoded(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path; // a malformed escape: keep the path as it came
  }
}

/** The spec's page name: `/` is `homepage`; otherwise outer slashes go and inner slashes become hyphens. */
export function pageName(path: string): string {
  const trimmed = decoded(path).replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? 'homepage' : trimmed.replaceAll('/', '-');
}

/** A valuation result's path ends in the token that opens it: a secret, never an analytics name. */
const withoutSecrets = (path: string) =>
  path.replace(/^\/property-valuation\/[^/]+\/?$/, '/property-valuation/result');

/**
 * The name of a page of the site; anything a visitor typed that no route has is the 404 page. Only
 * a name with a slug in it is checked for personal data: the heuristics' first use takes about 10 ms
 * (unthrottled Chromium, their regular expressions compiling), which a fixed page's view need not pay.
 */
function trackedName(path: string): string {
  const name = pageName(withoutSecrets(path));
  if (FIXED_PAGES.has(name)) return name;
  return isSitePageName(name) && !looksPersonal(name) ? name : NOT_FOUND_PAGE;
}

/**
 * The page and locale of a URL path. The locale prefix (`/en-US`) is not part of the name, so one
 * page has one name in both languages; the locale travels as its own property. A path that is not
 * one of the site's route shapes, or reads like personal data, is named `404`: the name never
 * carries what a visitor typed into the address bar.
 */
export function pageOf(pathname: string): PageRef {
  for (const locale of locales) {
    const prefix = `/${locale}`;
    if (pathname === prefix || pathname.startsWith(`${prefix}/`))
      return { page: trackedName(pathname.slice(prefix.length)), locale };
  }
  return { page: trackedName(pathname), locale: defaultLocale };
}
