// Which inline-script hashes a page's Content-Security-Policy carries, looked up before Next answers
// (nothing is buffered: the page streams). Start: the manifest written after the build. A page Next
// regenerates after a content publish (ISR) is written again to the file the manifest was read
// from: when that file changes, its scripts are hashed again, and the previous generation's hashes
// stay allowed too (the stale copy may still be what this answer sends, while the new one renders).
import { readFileSync, statSync } from 'node:fs';
import { defaultLocale, locales } from '../src/config/locales.ts';
import { inlineScriptHashes, readCspManifest, routeHtmlFile } from './csp.ts';

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

type Known = { mtimeMs: number; hashes: string[]; previous: string[] };

/** `hashesFor('/about-us')`: the hashes the page's CSP allows (none for a page rendered per request). */
export function pageScriptHashes(distDir: string): (pathname: string) => string[] {
  const known = new Map<string, Known>();
  for (const [route, hashes] of Object.entries(readCspManifest(distDir))) {
    const mtimeMs = statSync(routeHtmlFile(distDir, route), { throwIfNoEntry: false })?.mtimeMs;
    known.set(route, { mtimeMs: mtimeMs ?? 0, hashes, previous: [] });
  }
  return (pathname) => {
    const route = routeOf(pathname);
    const entry = known.get(route);
    if (!entry) return [];
    const file = routeHtmlFile(distDir, route);
    const mtimeMs = statSync(file, { throwIfNoEntry: false })?.mtimeMs;
    if (mtimeMs !== undefined && mtimeMs !== entry.mtimeMs) {
      const hashes = inlineScriptHashes(readFileSync(file, 'utf8'));
      known.set(route, { mtimeMs, hashes, previous: entry.hashes });
    }
    const current = known.get(route)!;
    return [...new Set([...current.hashes, ...current.previous])];
  };
}
