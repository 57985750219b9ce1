import { and, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { cacheTagRevalidations } from '@/db/schema';

/** How long a revalidated tag's pages stay: `expire` in seconds, or nothing for "expired now". */
export type TagDurations = { expire?: number };

/**
 * Records that these tags were revalidated at `now` (ms), for every instance to read: an entry
 * carrying one is gone once the tag expires (now + expire, or now). A later revalidation replaces it.
 */
export async function recordTagRevalidations(
  db: Db,
  tags: readonly string[],
  durations?: TagDurations,
  now = Date.now(),
): Promise<void> {
  if (tags.length === 0) return;
  const expiresAt = now + (durations?.expire ?? 0) * 1000;
  await db
    .insert(cacheTagRevalidations)
    .values(tags.map((tag) => ({ tag, revalidatedAt: now, expiresAt })))
    .onConflictDoUpdate({
      target: cacheTagRevalidations.tag,
      set: {
        revalidatedAt: sql`excluded.revalidated_at`,
        expiresAt: sql`excluded.expires_at`,
      },
    });
}

/** Whether one of these tags expired after `storedAt` (an entry's lastModified, ms) and by `now`. */
export async function tagsExpiredSince(
  db: Db,
  tags: readonly string[],
  storedAt: number,
  now = Date.now(),
): Promise<boolean> {
  if (tags.length === 0) return false;
  const rows = await db
    .select({ tag: cacheTagRevalidations.tag })
    .from(cacheTagRevalidations)
    .where(
      and(
        inArray(cacheTagRevalidations.tag, [...tags]),
        gt(cacheTagRevalidations.expiresAt, storedAt),
        lte(cacheTagRevalidations.expiresAt, now),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
