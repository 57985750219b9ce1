// The old site's paths (spec section 2): 301 to their new home in both locales, keeping the query.
import { legacyRedirects } from '../src/config/legacy-redirects.ts';

const targets = new Map(legacyRedirects.map(({ from, to }) => [from, to]));

/** Where a legacy path now lives (`/tc/legal.php` → `/legal`, `/en-US/index.php` → `/en-US`), or null. */
export function legacyRedirect(pathname: string, search: string): string | null {
  const english = pathname.startsWith('/en-US/');
  const to = targets.get(english ? pathname.slice('/en-US'.length) : pathname);
  if (to === undefined) return null;
  const path = english ? (to === '/' ? '/en-US' : `/en-US${to}`) : to;
  return `${path}${search}`;
}
