// Which inline-script hashes a page's Content-Security-Policy carries, looked up before Next answers
// (nothing is buffered: the page streams): the build's, from the manifest written after the build,
// and those of the pages Next regenerated since (after a content publish, scripts/page-generations.ts).
import { defaultLocale, locales } from '../src/config/locales.ts';
import { readCspManifest } from './csp.ts';
import { pageGenerations } from './page-generations.ts';

/** A path that names a page (not Next's files, the API or the analytics collector). */
export const isPage = (pathname: string) =>
  !pathname.startsWith('/_next/') && !pathname.startsWith('/api/') && !pathname.startsWith('/v1/');

/** The route Next prerendered for a public path: the unprefixed pages are the default locale's. */
export function routeOf(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const first = trimmed.split('/')[1] ?? '';
  if ((locales as readonly string[]).includes(first)) return trimmed;
  return trimmed === '/' ? `/${defaultLocale}` : `/${defaultLocale}${trimmed}`;
}

/** `hashesFor('/about-us')`: the hashes the page's CSP allows (none for a page rendered per request). */
export function pageScriptHashes(distDir: string) {
  const built = readCspManifest(distDir);
  const generations = pageGenerations(distDir);
  return {
    hashesFor(pathname: string): string[] {
      const route = routeOf(pathname);
      return [...new Set([...(built[route] ?? []), ...generations.hashesOf(route)])];
    },
    answer: generations.answer,
  };
}
