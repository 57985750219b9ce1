import { legacyRedirects } from '@/config/legacy-redirects';
import { localeOfPath, localizedPath, unprefixedPath } from '@/i18n/locale-path';

/** Routes whose parameter is checked: a failed check answers 'Page Not Found: {path}'. */
const checkedRoutes = [
  /^\/blog\/[^/]+$/,
  /^\/promotions\/[^/]+$/,
  /^\/tnc\/[^/]+$/,
  /^\/abc\/[^/]+$/,
  /^\/property-valuation\/[^/]+$/,
];

export function isCheckedRoute(pathname: string): boolean {
  const path = unprefixedPath(pathname);
  return checkedRoutes.some((route) => route.test(path));
}

/**
 * Where the error screen sends a legacy path when a static host served it the 404 page:
 * the new path with the old query kept, plus from=404_page and old_path.
 */
export function legacyFallbackUrl(pathname: string, search: string): string | null {
  const path = unprefixedPath(pathname);
  const match = legacyRedirects.find(({ from }) => from === path);
  if (!match) return null;
  const params = new URLSearchParams(search);
  params.set('from', '404_page');
  params.set('old_path', path);
  const target = localizedPath(localeOfPath(pathname), match.to);
  return `${target}?${params.toString()}`;
}
