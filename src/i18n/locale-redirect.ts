// The locale rule of the production server (serve/server.ts), in front of Astro: Astro's route cache
// answers before its middleware (astro-notes.md, pitfall 1), so the per-visitor decision lives here.
// zh-HK unprefixed, en-US under /en-US, the locale remembered in a cookie, plus the language switch
// followed without JavaScript. Runs on plain Node: relative `.ts` imports.
import { match } from '@formatjs/intl-localematcher';
import { parseCookie, stringifySetCookie } from 'cookie';
import Negotiator from 'negotiator';
import {
  type AppLocale,
  defaultLocale,
  isAppLocale,
  localeCookie,
  locales,
} from '../config/locales.ts';
import { localizedPath, prefixOf } from './locale-path.ts';

/** What the rule reads of a request; header names in lower case. */
export type LocaleRequest = {
  pathname: string;
  search: string;
  header: (name: string) => string | undefined;
};

/** The page's locale; where to send the visitor instead (307), and whether to remember the locale. */
export type LocaleDecision = { locale: AppLocale; redirect?: string; setCookie: boolean };

/** Requests that are not pages: the API, the test echo routes, the collector, built assets, files. */
const notPage = /^\/(?:api|todos|v1|_astro|_next|_image)(?:\/|$)|\.[A-Za-z0-9]+$/;

/** Whether the locale rule applies to this path: pages, not the API, assets or files. */
export const isLocalePage = (pathname: string) => !notPage.test(pathname);

/** The browser's best language among the site's (`Accept-Language`). */
export function acceptLanguageLocale(acceptLanguage: string | undefined): AppLocale | undefined {
  const languages = new Negotiator({ headers: { 'accept-language': acceptLanguage } }).languages();
  try {
    // Longer tags first (formatjs/formatjs#4469).
    const ordered = [...locales].sort((a, b) => b.length - a.length);
    const found = match(languages, ordered, defaultLocale);
    return locales.find((locale) => locale.toLowerCase() === found.toLowerCase());
  } catch {
    return undefined; // a malformed language tag
  }
}

/** The value of the locale cookie in a Cookie header, whatever it is. */
export function cookieLocale(cookieHeader: string | undefined): string | undefined {
  return parseCookie(cookieHeader ?? '')[localeCookie.name];
}

/** The Set-Cookie value remembering a locale: one year, path /, SameSite=Lax, Secure. */
export const localeCookieHeader = (locale: AppLocale) =>
  stringifySetCookie({
    name: localeCookie.name,
    value: locale,
    path: localeCookie.path,
    maxAge: localeCookie.maxAge,
    sameSite: localeCookie.sameSite,
    secure: localeCookie.secure,
  });

const isDocument = (request: LocaleRequest) =>
  (request.header('sec-fetch-dest') ?? 'document') === 'document';

/**
 * The English pages' language switch followed without JavaScript (decideLocale below): a
 * document request for an unprefixed page, sent from one of our own /en-US pages. Only the switch
 * leads there from an English page, so it is an explicit choice of Chinese.
 */
export function isSwitchToDefault(request: LocaleRequest): boolean {
  if (prefixOf(request.pathname) || !isDocument(request)) return false;
  let referer: URL;
  try {
    referer = new URL(request.header('referer') ?? '');
  } catch {
    return false;
  }
  const from = prefixOf(referer.pathname);
  if (!from || from === defaultLocale) return false;
  const site = request.header('sec-fetch-site');
  return site ? site === 'same-origin' : referer.host === request.header('host');
}

/** The locale rule for one page request (call only when `isLocalePage`). */
export function decideLocale(request: LocaleRequest): LocaleDecision {
  const { pathname, search } = request;
  const prefix = prefixOf(pathname);
  const rawCookie = cookieLocale(request.header('cookie'));
  const remembered = isAppLocale(rawCookie) ? rawCookie : undefined;
  const browser = acceptLanguageLocale(request.header('accept-language'));
  const switched = !prefix && isSwitchToDefault(request);
  const locale: AppLocale =
    prefix ?? (switched ? defaultLocale : (remembered ?? browser ?? defaultLocale));
  // The cookie sync: only on document requests; an outdated cookie is replaced, and with no
  // cookie the locale is remembered when it is not what the browser language would pick anyway.
  const setCookie =
    switched ||
    (isDocument(request) && (rawCookie !== undefined ? rawCookie !== locale : browser !== locale));
  // `/zh-HK//evil.example` must not become a redirect to `//evil.example` (another host).
  const rest = (prefix ? pathname.slice(prefix.length + 1) : pathname).replace(/^[/\\]*/, '/');
  const canonical = localizedPath(locale, rest);
  return canonical === pathname
    ? { locale, setCookie }
    : { locale, redirect: `${canonical}${search}`, setCookie };
}
