import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { deleteRowsBefore } from '@/db/delete-before';
import { preparedPer } from '@/db/prepared';
import { rateLimitHits } from '@/db/schema';
import type { RateLimitStore } from './rate-limit';

/** One statement: a submission's slot and the refused attempts so far (one round trip); every submission on PostgreSQL runs it. */
const hitAndReadQuery = preparedPer((db: Db) =>
  db
    .insert(rateLimitHits)
    .values({
      bucket: sql.placeholder('bucket'),
      windowStart: sql.placeholder('windowStart'),
      hits: 1,
    })
    .onConflictDoUpdate({
      target: [rateLimitHits.bucket, rateLimitHits.windowStart],
      set: { hits: sql`${rateLimitHits.hits} + 1` },
    })
    .returning({
      hits: rateLimitHits.hits,
      read: sql<number>`coalesce((select r.hits from ${rateLimitHits} r where r.bucket = ${sql.placeholder('readBucket')} and r.window_start = ${sql.placeholder('readStart')}::timestamptz), 0)`,
    })
    .prepare('konew_rate_limit_hit_and_read'),
);

/** Counters shared by every server process on one PostgreSQL database. */
export function tableRateLimitStore(db: Db): RateLimitStore {
  return {
    async hit(bucket, windowStart) {
      const [row] = await db
        .insert(rateLimitHits)
        .values({ bucket, windowStart, hits: 1 })
        .onConflictDoUpdate({
          target: [rateLimitHits.bucket, rateLimitHits.windowStart],
          set: { hits: sql`${rateLimitHits.hits} + 1` },
        })
        .returning({ hits: rateLimitHits.hits });
      return row?.hits ?? 1;
    },
    async hitAndRead(hit, read) {
      const [row] = await hitAndReadQuery(db).execute({
        bucket: hit.bucket,
        windowStart: hit.windowStart,
        readBucket: read.bucket,
        readStart: read.windowStart.toISOString(),
      });
      return { hits: row?.hits ?? 1, read: Number(row?.read ?? 0) };
    },
    async takeBack(bucket, windowStart) {
      await db
        .update(rateLimitHits)
        .set({ hits: sql`${rateLimitHits.hits} - 1` })
        .where(
          and(
            eq(rateLimitHits.bucket, bucket),
            eq(rateLimitHits.windowStart, windowStart),
            gt(rateLimitHits.hits, 0),
          ),
        );
    },
  };
}

/** Drops finished windows (the purge job calls it). */
export const deleteRateLimitWindowsBefore = (db: Db, before: Date): Promise<number> =>
  deleteRowsBefore(db, rateLimitHits, rateLimitHits.windowStart, before);
