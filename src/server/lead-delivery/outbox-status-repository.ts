import { and, asc, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { outbox, submissions } from '@/db/schema';
import { pendingRowsToClaim } from './outbox-repository';

/**
 * Marks undelivered rows older than `ageMs` as reported and returns them, each once however many
 * relays run (SKIP LOCKED, and the mark is set in the same statement).
 */
export async function claimOverdue(db: Db, ageMs: number, limit = 100) {
  const overdue = pendingRowsToClaim(
    db,
    limit,
    isNull(outbox.overdueAlertedAt),
    lt(outbox.createdAt, sql`now() - ${ageMs} * interval '1 millisecond'`),
  );
  return db
    .update(outbox)
    .set({ overdueAlertedAt: sql`now()` })
    .from(submissions)
    .where(and(inArray(outbox.id, overdue), eq(submissions.id, outbox.submissionId)))
    .returning({ reference: submissions.reference, kind: submissions.kind });
}

/** Every undelivered row, oldest first: no personal data (the payload is not read). */
export function undeliveredLeads(db: Db) {
  return db
    .select({
      reference: submissions.reference,
      kind: submissions.kind,
      event: outbox.event,
      attempts: outbox.attempts,
      lastError: outbox.lastError,
      createdAt: outbox.createdAt,
      nextAttemptAt: outbox.nextAttemptAt,
      deadLetteredAt: outbox.deadLetteredAt,
    })
    .from(outbox)
    .innerJoin(submissions, eq(submissions.id, outbox.submissionId))
    .where(isNull(outbox.deliveredAt))
    .orderBy(asc(outbox.createdAt));
}

/**
 * Puts undelivered rows back on the full retry schedule, due now: those of one reference, or every
 * dead-lettered one. Returns the references queued again.
 */
export async function redeliverLeads(db: Db, which: { reference: string } | { all: true }) {
  const rows = db
    .select({ id: outbox.id })
    .from(outbox)
    .innerJoin(submissions, eq(submissions.id, outbox.submissionId))
    .where(
      and(
        isNull(outbox.deliveredAt),
        'reference' in which
          ? eq(submissions.reference, which.reference)
          : isNotNull(outbox.deadLetteredAt),
      ),
    );
  return db
    .update(outbox)
    .set({ attempts: 0, deadLetteredAt: null, lockedUntil: null, nextAttemptAt: sql`now()` })
    .from(submissions)
    .where(and(inArray(outbox.id, rows), eq(submissions.id, outbox.submissionId)))
    .returning({ reference: submissions.reference, kind: submissions.kind });
}
