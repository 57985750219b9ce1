// The pages Next regenerates after a content publish (ISR), seen through its cache handler
// (scripts/page-cache-handler.mjs): Next 16.4 keeps a regenerated page in memory and under
// `<distDir>/server/route-cache/`, never in the build's HTML file, so the hashes of its inline scripts
// are taken here, when Next stores it and before it can be served. A cached page whose scripts the
// answer's CSP (already sent, Next streams) does not allow is not served from the cache: Next renders
// it for that request, with the request's nonce.
import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { inlineScriptHashes, layoutScriptHash } from './csp.ts';

type CachedValue = { kind?: string; html?: unknown } | null | undefined;
type Listener = {
  stored: (key: string, value: CachedValue) => void;
  servable: (key: string, value: CachedValue) => boolean;
};

/** How many generations of a page stay allowed (the previous one may still be answering). */
const KEPT = 2;

/** The page route of a cache key: `/route-cache/APP_PAGE/<sha256>/$/en-US/faq` → `/en-US/faq`. */
export function routeOfCacheKey(key: string): string {
  const marker = key.indexOf('/$/');
  const route = marker === -1 ? key : key.slice(marker + 2);
  return route === '/index' ? '/' : route;
}

const pageHtml = (value: CachedValue) =>
  value?.kind === 'APP_PAGE' && typeof value.html === 'string' ? value.html : null;

export function pageGenerations(distDir: string) {
  const generations = new Map<string, string[][]>();
  const lastHashed = new Map<string, { html: string; hashes: string[] }>();
  const answering = new AsyncLocalStorage<ReadonlySet<string>>();
  const hashesOf = (key: string, html: string) => {
    const known = lastHashed.get(key);
    if (known?.html === html) return known.hashes;
    const hashes = inlineScriptHashes(html);
    lastHashed.set(key, { html, hashes });
    return hashes;
  };
  const listener: Listener = {
    stored(key, value) {
      const html = pageHtml(value);
      if (html === null) return;
      const route = routeOfCacheKey(key);
      const kept = generations.get(route) ?? [];
      generations.set(route, [hashesOf(key, html), ...kept].slice(0, KEPT));
    },
    servable(key, value) {
      const allowed = answering.getStore();
      const html = pageHtml(value);
      if (!allowed || html === null) return true;
      return hashesOf(key, html).every((hash) => allowed.has(hash));
    },
  };
  // Pages regenerated before this server started, which Next serves from disk.
  const stored = path.join(distDir, 'server', 'route-cache', 'APP_PAGE');
  if (existsSync(stored))
    for (const file of readdirSync(stored, { recursive: true, encoding: 'utf8' }))
      if (file.endsWith('.html'))
        listener.stored(`/route-cache/APP_PAGE/${file.slice(0, -'.html'.length)}`, {
          kind: 'APP_PAGE',
          html: readFileSync(path.join(stored, file), 'utf8'),
        });
  (globalThis as Record<symbol, unknown>)[Symbol.for('konew.pageGenerations')] = listener;
  return {
    /** The hashes of the pages Next stored for this route since the server started. */
    hashesOf: (route: string) => (generations.get(route) ?? []).flat(),
    /** Runs Next's handling of one page request whose CSP allows these script sources. */
    answer<T>(scriptSources: string[], handle: () => T): T {
      return answering.run(new Set([layoutScriptHash, ...scriptSources]), handle);
    },
  };
}
