import type { CacheProvider, CacheProviderFactory } from 'astro';
import { hasDraftCookie } from './draft-mode';
import { processCacheTags } from './process-cache-tags';
import type { SharedCacheTags } from './shared-cache-tags';
import { type CachedPage, routeCacheStore } from './route-cache-store';
import { requestSlot } from '@/server/telemetry/request-telemetry';
import { countCacheLookup } from '@/server/telemetry/site-metrics';

export type RouteCacheConfig = { maxEntries?: number; maxBytes?: number };

/** A path is a key only as the router writes it: no escapes, no `//`, no trailing slash, no dot segments. */
const CANONICAL_PATH = /^(?:\/(?!\.\.?(?:\/|$))[A-Za-z0-9._~-]+)*\/?$/;
export const pathTag = (path: string) => `astro-path:${path}`;

/** The cache key: the route's path (its locale included) only; the query, host and headers never. */
export function routeCacheKey(url: URL): string | null {
  const path = url.pathname;
  if (path.length > 512 || !CANONICAL_PATH.test(path) || (path !== '/' && path.endsWith('/')))
    return null;
  return path;
}

function cacheRule(response: Response): { maxAge: number; tags: string[] } | null {
  const maxAge = Number(/max-age=(\d+)/.exec(response.headers.get('cdn-cache-control') ?? '')?.[1]);
  if (!(maxAge > 0) || response.status !== 200 || response.headers.has('set-cookie')) return null;
  if (/(^|,)\s*(\*|cookie)\s*(,|$)/i.test(response.headers.get('vary') ?? '')) return null;
  const tags = (response.headers.get('cache-tag') ?? '').split(',').map((t) => t.trim());
  return { maxAge, tags: tags.filter(Boolean) };
}

const replay = (page: CachedPage) => {
  const response = new Response(page.body.slice(0), { status: page.status, headers: page.headers });
  response.headers.set('x-astro-cache', 'HIT');
  return response;
};

/**
 * Astro's route cache for this site (astro.config.ts `cache.provider`): in memory, bounded, keyed by
 * path only; on PostgreSQL it also reads and writes the shared `cache_tag_revalidations` table, so an
 * invalidation on one instance is seen by the others on their next hit (one indexed query per hit).
 */
export function routeCacheProvider(
  config: RouteCacheConfig = {},
  shared: () => SharedCacheTags | undefined = processCacheTags,
): CacheProvider {
  const store = routeCacheStore({
    maxEntries: config.maxEntries ?? 500,
    maxBytes: config.maxBytes ?? 64 * 1024 * 1024,
  });
  return {
    name: 'konew-route-cache',
    async onRequest({ request, url }, next) {
      const key = request.method === 'GET' && !hasDraftCookie(request) ? routeCacheKey(url) : null;
      if (key === null) return next();
      const page = store.get(key);
      if (page && Date.now() < page.expiresAt) {
        const expired = await shared()?.expiredSince([...page.tags, pathTag(key)], page.storedAt);
        if (!expired) {
          countCacheLookup('hit');
          const slot = requestSlot();
          if (slot) slot.routePattern = page.route;
          return replay(page);
        }
      }
      countCacheLookup('miss');
      if (page) store.delete(key);
      const storedAt = Date.now();
      const response = await next();
      const rule = cacheRule(response);
      if (!rule) return response;
      const body = await response.clone().arrayBuffer();
      const headers = [...response.headers].filter(([name]) => name !== 'set-cookie');
      const expiresAt = storedAt + rule.maxAge * 1000;
      store.set(key, {
        body,
        status: response.status,
        headers,
        storedAt,
        expiresAt,
        tags: rule.tags,
        route: requestSlot()?.routePattern,
      });
      response.headers.set('x-astro-cache', 'MISS');
      return response;
    },
    async invalidate({ tags, path }) {
      const all = new Set(typeof tags === 'string' ? [tags] : (tags ?? []));
      // Recorded for the other instances first: a publish that is not is refused (and retried).
      await shared()?.revalidate([...all, ...(path ? [pathTag(path)] : [])], { expire: 0 });
      store.invalidate(all, path);
    },
  };
}

const factory: CacheProviderFactory<RouteCacheConfig> = (config) => routeCacheProvider(config);
export default factory;
