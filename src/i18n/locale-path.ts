// The one owner of the locale prefix rule: the default locale (zh-HK) is unprefixed, every other
// locale lives under `/{locale}`, all read from config/locales.ts. Everything that builds or reads a
// page path asks this module: pages, links, the language switch, the 404 page's inline script,
// serve/ and the nginx config (those two run on Node's type stripping: relative `.ts` imports only).
import { type AppLocale, defaultLocale, locales } from '../config/locales.ts';

/** The locales whose pages live under a prefix: every one but the default. */
export const prefixedLocales = locales.filter((locale) => locale !== defaultLocale);

const alternatives = locales.join('|');
/** A path's locale prefix (the default's too: prerendered pages see `/zh-HK/...` internally). */
const prefixed = new RegExp(`^/(${alternatives})(?=/|$)`);
/** The same before a query or a fragment (`/en-US?x=1`), for links. */
const hrefPrefixed = new RegExp(`^/(${alternatives})(?=/|$|[?#])`);

/** The path of a page in a locale: `/legal` → `/en-US/legal`, `/` → `/en-US`, unprefixed for zh-HK. */
export function localizedPath(locale: AppLocale, path: string): string {
  if (locale === defaultLocale) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/**
 * A page path without its locale prefix, whichever form it comes in: the visitor's URL
 * (`/blog`, `/en-US/blog`) or the internal route a prerendered page sees (`/zh-HK/blog`).
 */
export function unprefixedPath(pathname: string): string {
  return pathname.replace(prefixed, '') || '/';
}

/** The locale a page path belongs to (unprefixed paths are the default locale's). */
export function localeOfPath(pathname: string): AppLocale {
  const prefix = prefixed.exec(pathname)?.[1];
  return locales.find((locale) => locale === prefix) ?? defaultLocale;
}

/** The locale a path names in its prefix, or undefined when it has none. */
export function prefixOf(pathname: string): AppLocale | undefined {
  const prefix = prefixed.exec(pathname)?.[1];
  return locales.find((locale) => locale === prefix);
}

/** The same page in another locale: `/blog` ↔ `/en-US/blog`, never a doubled prefix. */
export function switchedPath(pathname: string, target: AppLocale): string {
  return localizedPath(target, unprefixedPath(pathname));
}

/** A same-site href without its locale prefix, query and fragment kept: `/en-US?x=1` → `/?x=1`. */
export function unprefixedHref(href: string): string {
  const rest = href.replace(hrefPrefixed, '');
  return rest.startsWith('/') ? rest : `/${rest}`;
}
