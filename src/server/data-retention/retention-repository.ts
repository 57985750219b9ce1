import { and, eq, inArray, isNull, lt, ne } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { deleteRowsBefore } from '@/db/delete-before';
import { analyticsEvents, outbox, submissions } from '@/db/schema';
import type { SubmissionKind } from '@/server/submissions/submission-kinds';

/**
 * Removes the personal data of records of `kind` created before `before`, keeping each row as a
 * non-personal audit stub (kind, reference, dates, status "purged") with its consent records.
 */
export async function purgeRecords(
  db: Db,
  kind: SubmissionKind,
  before: Date,
  only?: { status: string } | { notStatus: string },
): Promise<number> {
  return db.transaction(async (tx) => {
    const filters = [
      eq(submissions.kind, kind),
      lt(submissions.createdAt, before),
      isNull(submissions.purgedAt),
    ];
    if (only && 'status' in only) filters.push(eq(submissions.status, only.status));
    if (only && 'notStatus' in only) filters.push(ne(submissions.status, only.notStatus));
    const purged = await tx
      .update(submissions)
      .set({
        payload: null,
        result: null,
        accessHash: null,
        locale: null,
        status: 'purged',
        purgedAt: new Date(),
      })
      .where(and(...filters))
      .returning({ id: submissions.id });
    const ids = purged.map((row) => row.id);
    if (ids.length > 0) await tx.delete(outbox).where(inArray(outbox.submissionId, ids));
    return ids.length;
  });
}

export const deleteDeliveredBefore = (db: Db, before: Date): Promise<number> =>
  deleteRowsBefore(db, outbox, outbox.deliveredAt, before);

/** The retention purge: events received before `before` go. */
export const deleteEventsBefore = (db: Db, before: Date): Promise<number> =>
  deleteRowsBefore(db, analyticsEvents, analyticsEvents.receivedAt, before);
