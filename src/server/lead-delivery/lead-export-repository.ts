import { asc, gte, inArray, lt } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { submissions } from '@/db/schema';
import { liveSubmissions } from '@/server/submissions/submission-repository';

/** Stored (not purged) records created in [from, to), oldest first. */
export function recordsBetween(db: Db, from: Date, to: Date, kinds?: string[]) {
  return liveSubmissions(
    db,
    gte(submissions.createdAt, from),
    lt(submissions.createdAt, to),
    kinds && kinds.length > 0 ? inArray(submissions.kind, kinds) : undefined,
  ).orderBy(asc(submissions.createdAt));
}
