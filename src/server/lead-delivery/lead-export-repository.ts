import { and, asc, gte, inArray, isNull, lt } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { submissions } from '@/db/schema';

/** Stored (not purged) records created in [from, to), oldest first. */
export function recordsBetween(db: Db, from: Date, to: Date, kinds?: string[]) {
  return db
    .select()
    .from(submissions)
    .where(
      and(
        gte(submissions.createdAt, from),
        lt(submissions.createdAt, to),
        isNull(submissions.purgedAt),
        kinds && kinds.length > 0 ? inArray(submissions.kind, kinds) : undefined,
      ),
    )
    .orderBy(asc(submissions.createdAt));
}
