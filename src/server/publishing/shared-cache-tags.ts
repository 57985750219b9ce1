import type { Db } from '@/db/client';
import { logger } from '@/lib/logger';
import { processSingleton } from '@/lib/process-singleton';
import {
  recordTagRevalidations,
  tagsExpiredSince,
  type TagDurations,
} from './cache-tag-repository';

/**
 * Revalidations shared by every server process on one PostgreSQL, kept in this process's state: the
 * publishing webhook records them (`revalidate`), the route cache (route-cache-provider.ts) asks them
 * (`expiredSince`).
 */
export type SharedCacheTags = {
  revalidate(tags: readonly string[], durations?: TagDurations): Promise<void>;
  expiredSince(tags: readonly string[], storedAt: number): Promise<boolean>;
};

const slot = () =>
  processSingleton<{ tags?: SharedCacheTags }>('publishing.sharedCacheTags', () => ({}));

/** A database outage is logged once a minute, not on every page request. */
const WARN_EVERY_MS = 60_000;

export function sharedCacheTags(db: () => Promise<Db>): SharedCacheTags {
  let warnedAt = -Infinity;
  return {
    revalidate: async (tags, durations) => recordTagRevalidations(await db(), tags, durations),
    async expiredSince(tags, storedAt) {
      try {
        return await tagsExpiredSince(await db(), tags, storedAt);
      } catch (error) {
        // The cached page is still the best answer while the database is away.
        if (Date.now() - warnedAt >= WARN_EVERY_MS) {
          warnedAt = Date.now();
          logger.warn({ err: error }, 'shared cache tags not readable: serving cached entries');
        }
        return false;
      }
    },
  };
}

/** Makes the cache handler of this process consult `tags` (the server runtime, on PostgreSQL only). */
export function installSharedCacheTags(tags: SharedCacheTags | undefined): void {
  slot().tags = tags;
}

export const installedSharedCacheTags = (): SharedCacheTags | undefined => slot().tags;
