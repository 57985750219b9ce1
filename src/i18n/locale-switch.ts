import { defaultLocale } from '@/config/locales';
import { localeOfPath } from './locale-path';

type SwitchRequest = { pathname: string; headers: Headers };

/**
 * Whether a page request is the language switch of an English page followed without JavaScript:
 * a document request for an unprefixed (Chinese) page, sent from one of our own /en-US pages. Every
 * other link on an English page keeps the /en-US prefix, so only the switch leads there. Such a
 * visit is an explicit choice of Chinese: it must win over an English cookie or browser language.
 */
export function isSwitchToDefaultLocale({ pathname, headers }: SwitchRequest): boolean {
  if (localeOfPath(pathname) !== defaultLocale || pathname.startsWith(`/${defaultLocale}`)) {
    return false;
  }
  if ((headers.get('sec-fetch-dest') ?? 'document') !== 'document') return false;
  const referer = safeUrl(headers.get('referer'));
  if (!referer || localeOfPath(referer.pathname) === defaultLocale) return false;
  const site = headers.get('sec-fetch-site');
  // Browsers say whether the link was on our own site; without that header, compare hosts.
  return site ? site === 'same-origin' : referer.host === headers.get('host');
}

function safeUrl(value: string | null): URL | null {
  if (!value) return null;
  try {
    return new URL(value);
  } catch {
    return null;
  }
}
