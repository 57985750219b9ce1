// Next's own file-system cache (incremental cache: build seeds, regenerated pages written under
// `<distDir>/server/route-cache/`, memory copy, tags), loaded through the `cacheHandler` seam of
// next.config.ts so that the production server (scripts/page-generations.ts) sees each page Next
// stores and each page it is about to serve, and so that instances sharing PostgreSQL share cache
// tags (src/server/publishing/shared-cache-tags.ts): a tag the publishing webhook recorded there,
// on whichever instance received it, expires the entries carrying it on every instance. The webhook
// records them itself, before it answers (Next calls `revalidateTag` here only after the answer); this
// handler only reads them. Plain JavaScript: `next build`'s workers load it too (there,
// nothing is installed and it is Next's cache unchanged).
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const {
  default: FileSystemCache,
} = require('next/dist/server/lib/incremental-cache/file-system-cache.js');

/** The listener scripts/page-generations.ts installs in the server's process, if any. */
const listener = () => globalThis[Symbol.for('konew.pageGenerations')];

/**
 * The shared tags the server runtime installs on PostgreSQL, if any.
 * @returns {{ expiredSince(tags: string[], storedAt: number): Promise<boolean> } | undefined}
 */
const sharedTags = () => globalThis[Symbol.for('konew.sharedCacheTags')];

/**
 * The tags an entry depends on, as Next's cache checks them: a page's or route's `x-next-cache-tags`
 * header (its data's tags and its implicit path tags), a data entry's (fetch, unstable_cache) tags and
 * soft tags.
 * @param {{ value?: { kind?: string, headers?: Record<string, unknown> } | null }} entry
 * @param {{ tags?: string[], softTags?: string[] }} ctx
 * @returns {string[]}
 */
function tagsOf(entry, ctx) {
  if (entry.value?.kind === 'FETCH') return [...(ctx.tags ?? []), ...(ctx.softTags ?? [])];
  const header = entry.value?.headers?.['x-next-cache-tags'];
  return typeof header === 'string' && header ? header.split(',') : [];
}

export default class PageCacheHandler extends FileSystemCache {
  async get(key, ctx) {
    const entry = await super.get(key, ctx);
    if (!entry) return null;
    // A page whose scripts this answer's CSP does not allow is rendered again, for this request.
    if (listener()?.servable(key, entry.value) === false) return null;
    // Revalidated on any instance since it was stored: gone, Next renders it afresh (one query).
    const tags = tagsOf(entry, ctx);
    const shared = sharedTags();
    if (shared && tags.length > 0 && (await shared.expiredSince(tags, entry.lastModified)))
      return null;
    return entry;
  }

  async set(key, data, ctx) {
    // Known before the page can be served: Next keeps it in memory within super.set.
    listener()?.stored(key, data);
    return super.set(key, data, ctx);
  }
}
