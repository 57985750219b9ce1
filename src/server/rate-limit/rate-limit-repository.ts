import { lt, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { rateLimitHits } from '@/db/schema';
import type { RateLimitStore } from './rate-limit';

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
  };
}

/** Drops finished windows (the purge job calls it). */
export async function deleteRateLimitWindowsBefore(db: Db, before: Date): Promise<number> {
  const rows = await db
    .delete(rateLimitHits)
    .where(lt(rateLimitHits.windowStart, before))
    .returning({ bucket: rateLimitHits.bucket });
  return rows.length;
}
