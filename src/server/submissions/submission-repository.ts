import { randomUUID } from 'node:crypto';
import { and, eq, isNull, type SQL, type WithSubquery } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { consents, outbox, submissions } from '@/db/schema';
import type { ConsentRecord } from '@/config/consent-documents';
import type { LeadCampaign } from '@/lib/lead-campaign';
import { newReference } from './reference';
import type { SubmissionKind } from './submission-kinds';

export type NewSubmission = {
  kind: SubmissionKind;
  referencePrefix: string;
  status: string;
  locale: string | null;
  payload: Record<string, unknown>;
  /** The utm_* campaign the visitor came with (kept in its own columns, out of the payload). */
  campaign?: LeadCampaign;
  result?: Record<string, unknown>;
  accessHash?: string;
  submitted: boolean;
  consents: ConsentRecord[];
  /** Queue a delivery to the leads webhook in the same transaction. */
  outboxEvent?: string;
};

export type StoredSubmission = { id: string; reference: string; createdAt: Date };

/** A data-modifying CTE written in the record's statement (a consent, the outbox, a key's answer). */
type AlsoWritten = WithSubquery;

/**
 * The record, its consent records and its outbox row, in one statement (one round trip): the
 * consents and the outbox row are data-modifying CTEs of the record's insert, whose foreign keys
 * PostgreSQL checks at the end of the statement. `alsoWrite` adds CTEs made from the stored
 * values (known before the statement: the id, reference and time are made here), such as the
 * answer stored under an idempotency key. One statement is atomic: inside or outside a transaction.
 */
export async function insertSubmission(
  tx: Db,
  submission: NewSubmission,
  alsoWrite: (stored: StoredSubmission) => AlsoWritten[] = () => [],
): Promise<StoredSubmission> {
  const now = new Date();
  const stored = {
    id: randomUUID(),
    reference: newReference(submission.referencePrefix),
    createdAt: now,
  };
  const { id } = stored;
  const withs: AlsoWritten[] = [];
  if (submission.consents.length > 0) {
    const rows = submission.consents.map((consent) => ({
      id: randomUUID(),
      submissionId: id,
      ...consent,
      recordedAt: now,
    }));
    withs.push(tx.$with('new_consents').as(tx.insert(consents).values(rows)));
  }
  if (submission.outboxEvent) {
    const row = { id: randomUUID(), submissionId: id, event: submission.outboxEvent };
    withs.push(tx.$with('new_outbox').as(tx.insert(outbox).values(row)));
  }
  await tx
    .with(...withs, ...alsoWrite(stored))
    .insert(submissions)
    .values({
      id,
      kind: submission.kind,
      reference: stored.reference,
      status: submission.status,
      locale: submission.locale,
      payload: submission.payload,
      result: submission.result,
      accessHash: submission.accessHash,
      campaignSource: submission.campaign?.source ?? null,
      campaignMedium: submission.campaign?.medium ?? null,
      campaignName: submission.campaign?.name ?? null,
      createdAt: now,
      updatedAt: now,
      submittedAt: submission.submitted ? now : null,
    });
  return stored;
}

export async function queueDelivery(tx: Db, submissionId: string, event: string): Promise<void> {
  await tx.insert(outbox).values({ id: randomUUID(), submissionId, event });
}

/** Stored records not yet purged, of those `conditions` pick (all of them when none are given). */
export const liveSubmissions = (db: Db, ...conditions: (SQL | undefined)[]) =>
  db
    .select()
    .from(submissions)
    .where(and(isNull(submissions.purgedAt), ...conditions));

const byAccessHash = (db: Db, kind: SubmissionKind, hash: string) =>
  liveSubmissions(db, eq(submissions.kind, kind), eq(submissions.accessHash, hash));

/** A live (not purged) record of `kind` reached by its access token's hash. */
export async function findByAccessHash(db: Db, kind: SubmissionKind, hash: string) {
  const [row] = await byAccessHash(db, kind, hash);
  return row ?? null;
}

/** Locks the row for the rest of the transaction, so two updates of one application take turns. */
export async function findByAccessHashForUpdate(tx: Db, kind: SubmissionKind, hash: string) {
  const [row] = await byAccessHash(tx, kind, hash).for('update');
  return row ?? null;
}

export async function updateSubmission(
  tx: Db,
  id: string,
  changes: { status?: string; payload?: Record<string, unknown>; submittedAt?: Date },
): Promise<void> {
  await tx
    .update(submissions)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(submissions.id, id));
}

/** Gives a draft a new access token's hash (the old token stops working); false when it is no draft. */
export async function replaceDraftAccessHash(
  tx: Db,
  kind: SubmissionKind,
  reference: string,
  hash: string,
): Promise<boolean> {
  const rows = await tx
    .update(submissions)
    .set({ accessHash: hash, updatedAt: new Date() })
    .where(
      and(
        eq(submissions.kind, kind),
        eq(submissions.reference, reference),
        eq(submissions.status, 'draft'),
        isNull(submissions.purgedAt),
      ),
    )
    .returning({ id: submissions.id });
  return rows.length > 0;
}

/** One record and its consent records: what a lead delivery carries and a data subject is sent. */
export async function recordWithConsents(db: Db, which: SQL) {
  const [record] = await db.select().from(submissions).where(which);
  if (!record) return null;
  const given = await db
    .select({
      purpose: consents.purpose,
      granted: consents.granted,
      version: consents.documentVersion,
      hash: consents.documentHash,
      locale: consents.locale,
      recordedAt: consents.recordedAt,
    })
    .from(consents)
    .where(eq(consents.submissionId, record.id));
  return { record, consents: given };
}
