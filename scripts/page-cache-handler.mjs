// Next's own file-system cache (incremental cache: build seeds, regenerated pages written under
// `<distDir>/server/route-cache/`, memory copy, tags), loaded through the `cacheHandler` seam of
// next.config.ts so that the production server (scripts/page-generations.ts) sees each page Next
// stores and each page it is about to serve. Plain JavaScript: `next build`'s workers load it too
// (there, nobody listens and it is Next's cache unchanged).
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const {
  default: FileSystemCache,
} = require('next/dist/server/lib/incremental-cache/file-system-cache.js');

/** The listener scripts/page-generations.ts installs in the server's process, if any. */
const listener = () => globalThis[Symbol.for('konew.pageGenerations')];

export default class PageCacheHandler extends FileSystemCache {
  async get(key, ctx) {
    const entry = await super.get(key, ctx);
    // A page whose scripts this answer's CSP does not allow is rendered again, for this request.
    return entry && listener()?.servable(key, entry.value) === false ? null : entry;
  }

  async set(key, data, ctx) {
    // Known before the page can be served: Next keeps it in memory within super.set.
    listener()?.stored(key, data);
    return super.set(key, data, ctx);
  }
}
