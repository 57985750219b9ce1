import { and, asc, eq, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { outbox, submissions } from '@/db/schema';
import { recordWithConsents } from '@/server/submissions/submission-repository';

/**
 * Ids of pending rows (neither delivered nor dead-lettered) that `conditions` pick, oldest first,
 * locked by the statement that uses them; SKIP LOCKED: relays in several processes never take the same row.
 */
export const pendingRowsToClaim = (db: Db, limit: number, ...conditions: (SQL | undefined)[]) =>
  db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(isNull(outbox.deliveredAt), isNull(outbox.deadLetteredAt), ...conditions))
    .orderBy(asc(outbox.createdAt))
    .limit(limit)
    .for('update', { skipLocked: true });

/** Claims due deliveries for `leaseMs`. */
export async function claimDueDeliveries(db: Db, limit: number, leaseMs: number) {
  const due = pendingRowsToClaim(
    db,
    limit,
    lte(outbox.nextAttemptAt, sql`now()`),
    or(isNull(outbox.lockedUntil), lt(outbox.lockedUntil, sql`now()`)),
  );
  return db
    .update(outbox)
    .set({ lockedUntil: sql`now() + ${leaseMs} * interval '1 millisecond'` })
    .where(inArray(outbox.id, due))
    .returning();
}

/** The record a delivery carries, with its consent records. */
export const deliveryRecord = (db: Db, submissionId: string) =>
  recordWithConsents(db, eq(submissions.id, submissionId));

export async function markDelivered(db: Db, id: string): Promise<void> {
  await db
    .update(outbox)
    .set({ deliveredAt: new Date(), lockedUntil: null, lastError: null })
    .where(eq(outbox.id, id));
}

/** `error` is a short code (`http_503`, `timeout`), never a response body. */
export async function markFailed(
  db: Db,
  id: string,
  attempts: number,
  next: { deadLetter: true } | { deadLetter: false; retryInMs: number },
  error: string,
): Promise<void> {
  await db
    .update(outbox)
    .set({
      attempts,
      lockedUntil: null,
      lastError: error,
      ...(next.deadLetter
        ? { deadLetteredAt: sql`now()` }
        : { nextAttemptAt: sql`now() + ${next.retryInMs} * interval '1 millisecond'` }),
    })
    .where(eq(outbox.id, id));
}

export async function outboxCounts(db: Db): Promise<{ waiting: number; delivered: number }> {
  const rows = await db
    .select({
      delivered: sql<boolean>`${outbox.deliveredAt} is not null`,
      n: sql<number>`count(*)::int`,
    })
    .from(outbox)
    .groupBy(sql`${outbox.deliveredAt} is not null`);
  return {
    waiting: rows.find((row) => !row.delivered)?.n ?? 0,
    delivered: rows.find((row) => row.delivered)?.n ?? 0,
  };
}
