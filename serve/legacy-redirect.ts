// The old site's paths (spec section 2): 301 to their new home in both locales, keeping the query.
import { legacyRedirects } from '../src/config/legacy-redirects.ts';
import { defaultLocale } from '../src/config/locales.ts';
import { localeOfPath, localizedPath, prefixOf, unprefixedPath } from '../src/i18n/locale-path.ts';

const targets = new Map(legacyRedirects.map(({ from, to }) => [from, to]));

/** Where a legacy path now lives (`/tc/legal.php` → `/legal`, `/en-US/index.php` → `/en-US`), or null. */
export function legacyRedirect(pathname: string, search: string): string | null {
  // `/zh-HK/...` is no address of ours: the locale rule sends it to its unprefixed form first.
  if (prefixOf(pathname) === defaultLocale) return null;
  const to = targets.get(unprefixedPath(pathname));
  return to === undefined ? null : `${localizedPath(localeOfPath(pathname), to)}${search}`;
}
