import { getDatabase } from '@/db/client';
import { env } from '@/env';
import {
  installedSharedCacheTags,
  installSharedCacheTags,
  sharedCacheTags,
  type SharedCacheTags,
} from './shared-cache-tags';

/**
 * This process's shared cache tags: on PostgreSQL (DATABASE_URL) the table every instance reads, made
 * on first use (the server runtime installs the same at start); on the embedded PGlite there is one
 * process, so none is needed.
 */
export function processCacheTags(): SharedCacheTags | undefined {
  if (!env.DATABASE_URL) return installedSharedCacheTags();
  let tags = installedSharedCacheTags();
  if (!tags) {
    tags = sharedCacheTags(async () => (await getDatabase()).db);
    installSharedCacheTags(tags);
  }
  return tags;
}
