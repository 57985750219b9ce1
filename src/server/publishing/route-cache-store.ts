/** One cached answer, replayed as it was sent (its CSP header included: the hashes match the body). */
export type CachedPage = {
  body: ArrayBuffer;
  status: number;
  headers: [string, string][];
  storedAt: number;
  expiresAt: number;
  tags: string[];
  /** The route pattern it was rendered for (request metrics of a hit). */
  route?: string;
};

export type StoreLimits = { maxEntries: number; maxBytes: number };

const sizeOf = (page: CachedPage) =>
  page.body.byteLength + page.headers.reduce((n, [k, v]) => n + k.length + v.length, 0);

/** A least-recently-used map bounded by entries and by bytes (bodies and headers). */
export function routeCacheStore({ maxEntries, maxBytes }: StoreLimits) {
  const pages = new Map<string, CachedPage>();
  let bytes = 0;
  const remove = (key: string) => {
    const page = pages.get(key);
    if (!page) return;
    bytes -= sizeOf(page);
    pages.delete(key);
  };
  return {
    get(key: string): CachedPage | undefined {
      const page = pages.get(key);
      if (page) {
        pages.delete(key);
        pages.set(key, page);
      }
      return page;
    },
    set(key: string, page: CachedPage): void {
      remove(key);
      const size = sizeOf(page);
      if (size > maxBytes) return;
      while (pages.size >= maxEntries || bytes + size > maxBytes) {
        const oldest = pages.keys().next().value;
        if (oldest === undefined) break;
        remove(oldest);
      }
      pages.set(key, page);
      bytes += size;
    },
    delete: remove,
    /** Drops every page carrying one of these tags, or stored under this key. */
    invalidate(tags: ReadonlySet<string>, key?: string): void {
      for (const [k, page] of [...pages]) {
        if (k === key || page.tags.some((tag) => tags.has(tag))) remove(k);
      }
    },
    get size() {
      return pages.size;
    },
    get bytes() {
      return bytes;
    },
  };
}
