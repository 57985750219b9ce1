import { type SQL, and, eq, inArray, isNull, lt, ne } from 'drizzle-orm';
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
    return purgeWhere(tx, and(...filters));
  });
}

/** A data subject's erasure request: the record with this reference becomes an audit stub. */
export function purgeByReference(db: Db, reference: string): Promise<number> {
  return db.transaction((tx) =>
    purgeWhere(tx, and(eq(submissions.reference, reference), isNull(submissions.purgedAt))),
  );
}

/** Empties the personal fields of the matching records and drops their undelivered leads. */
async function purgeWhere(tx: Db, where: SQL | undefined): Promise<number> {
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
    .where(where)
    .returning({ id: submissions.id });
  const ids = purged.map((row) => row.id);
  if (ids.length > 0) await tx.delete(outbox).where(inArray(outbox.submissionId, ids));
  return ids.length;
}

export const deleteDeliveredBefore = (db: Db, before: Date): Promise<number> =>
  deleteRowsBefore(db, outbox, outbox.deliveredAt, before);

/** The retention purge: events received before `before` go. */
export const deleteEventsBefore = (db: Db, before: Date): Promise<number> =>
  deleteRowsBefore(db, analyticsEvents, analyticsEvents.receivedAt, before);
