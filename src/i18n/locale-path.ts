import { defaultLocale, locales, type AppLocale } from '@/config/locales';
import { localizedPath } from './localized-path';

const prefixed = new RegExp(`^/(${locales.join('|')})(?=/|$)`);

/**
 * A page path without its locale prefix, whichever form it comes in: the visitor's URL
 * (`/blog`, `/en-US/blog`) or the internal route a prerendered page sees (`/zh-HK/blog`).
 */
export function unprefixedPath(pathname: string): string {
  return pathname.replace(prefixed, '') || '/';
}

/** The locale a page path belongs to (unprefixed paths are zh-HK). */
export function localeOfPath(pathname: string): AppLocale {
  const prefix = prefixed.exec(pathname)?.[1];
  return locales.find((locale) => locale === prefix) ?? defaultLocale;
}

/** The same page in another locale: `/blog` ↔ `/en-US/blog`, never a doubled prefix. */
export function switchedPath(pathname: string, target: AppLocale): string {
  return localizedPath(target, unprefixedPath(pathname));
}
