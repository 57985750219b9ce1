import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { consents, idempotencyKeys, outbox, submissions } from '../schema';

/** Read-only looks into the tables for tests (tests never import drizzle-orm themselves). */
export async function countSubmissions(db: Db, kind?: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(submissions)
    .where(kind ? eq(submissions.kind, kind) : undefined);
  return row?.n ?? 0;
}

export async function submissionByReference(db: Db, reference: string) {
  const [row] = await db.select().from(submissions).where(eq(submissions.reference, reference));
  if (!row) return null;
  return {
    ...row,
    consents: await db.select().from(consents).where(eq(consents.submissionId, row.id)),
    outbox: await db.select().from(outbox).where(eq(outbox.submissionId, row.id)),
  };
}

/** The newest record of `kind`, with its consents and outbox rows. */
export async function latestSubmission(db: Db, kind: string) {
  const [row] = await db
    .select({ reference: submissions.reference })
    .from(submissions)
    .where(eq(submissions.kind, kind))
    .orderBy(desc(submissions.createdAt))
    .limit(1);
  return row ? submissionByReference(db, row.reference) : null;
}

export async function allOutboxRows(db: Db) {
  return db.select().from(outbox);
}

/** The answer an idempotency key keeps for replays, as stored. */
export async function storedIdempotentAnswer(db: Db, scope: string, key: string) {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
  if (!row) return null;
  // Kept as its JSON text (idempotency-repository.ts): the answer as it was sent.
  const body = row.responseBody;
  return { ...row, responseBody: typeof body === 'string' ? (JSON.parse(body) as unknown) : body };
}
