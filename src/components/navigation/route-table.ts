import { legacyRedirects } from '@/config/legacy-redirects';

const EN_PREFIX = '/en-US';

/** Routes whose parameter is checked: a failed check answers 'Page Not Found: {path}'. */
const checkedRoutes = [
  /^\/blog\/[^/]+$/,
  /^\/promotions\/[^/]+$/,
  /^\/tnc\/[^/]+$/,
  /^\/abc\/[^/]+$/,
  /^\/property-valuation\/[^/]+$/,
];

function splitLocale(pathname: string): { prefix: string; path: string } {
  if (pathname === EN_PREFIX || pathname.startsWith(`${EN_PREFIX}/`)) {
    return { prefix: EN_PREFIX, path: pathname.slice(EN_PREFIX.length) || '/' };
  }
  return { prefix: '', path: pathname };
}

export function isCheckedRoute(pathname: string): boolean {
  const { path } = splitLocale(pathname);
  return checkedRoutes.some((route) => route.test(path));
}

/**
 * Where the error screen sends a legacy path when a static host served it the 404 page:
 * the new path with the old query kept, plus from=404_page and old_path.
 */
export function legacyFallbackUrl(pathname: string, search: string): string | null {
  const { prefix, path } = splitLocale(pathname);
  const match = legacyRedirects.find(({ from }) => from === path);
  if (!match) return null;
  const params = new URLSearchParams(search);
  params.set('from', '404_page');
  params.set('old_path', path);
  const target = match.to === '/' ? prefix || '/' : `${prefix}${match.to}`;
  return `${target}?${params.toString()}`;
}
