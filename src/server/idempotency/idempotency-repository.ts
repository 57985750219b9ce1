import { randomUUID } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { deleteRowsBefore } from '@/db/delete-before';
import { preparedPer } from '@/db/prepared';
import { idempotencyKeys } from '@/db/schema';

/** What an earlier request with the same key left behind. */
export type Prior =
  | { kind: 'replay'; status: number; body: unknown }
  | { kind: 'in_flight' }
  | { kind: 'mismatch' }
  | { kind: 'other_client' };

type KeyRef = { scope: string; key: string };
export type KeyOwner = { requestHash: string; clientHash: string };

/** The key check of every submission (a transaction builds its own). */
const selectPrior = preparedPer((db: Db) =>
  db
    .select({
      requestHash: idempotencyKeys.requestHash,
      clientHash: idempotencyKeys.clientHash,
      state: idempotencyKeys.state,
      status: idempotencyKeys.responseStatus,
      body: idempotencyKeys.responseBody,
      lapsed: sql<boolean>`${idempotencyKeys.leaseUntil} < now()`,
    })
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.scope, sql.placeholder('scope')),
        eq(idempotencyKeys.key, sql.placeholder('key')),
      ),
    )
    .prepare('konew_find_prior_key'),
);

/**
 * The key's earlier use, if any. A key used from another client address (or before addresses were
 * kept) is never replayed to this one; a claim whose holder died (a row written by an earlier
 * version, which claimed keys before its work) lapses with its lease and leaves the key free.
 */
export async function findPrior(db: Db, ref: KeyRef, owner: KeyOwner): Promise<Prior | undefined> {
  const [row] = await selectPrior(db).execute({ scope: ref.scope, key: ref.key });
  if (!row) return undefined;
  if (row.requestHash !== owner.requestHash) return { kind: 'mismatch' };
  if (row.clientHash !== owner.clientHash) return { kind: 'other_client' };
  if (row.state === 'done')
    return { kind: 'replay', status: row.status ?? 200, body: storedBody(row.body) };
  return row.lapsed ? undefined : { kind: 'in_flight' };
}

/**
 * Stores the answer under the key, in the transaction of the work it answers, so the record and
 * its answer commit together. Returns the prior use when another request got the key first (on
 * PostgreSQL a concurrent one waits here for that request's commit): the caller rolls back.
 */
export async function recordAnswer(
  tx: Db,
  ref: KeyRef,
  owner: KeyOwner,
  status: number,
  body: unknown,
): Promise<Prior | undefined> {
  const answer = doneAnswer(status, body);
  const stored = await tx
    .insert(idempotencyKeys)
    .values({ ...ref, ...owner, ...answer, claimToken: randomUUID(), leaseUntil: sql`now()` })
    .onConflictDoUpdate({
      target: [idempotencyKeys.scope, idempotencyKeys.key],
      set: answer,
      // Only a lapsed claim of this same request and client is taken over.
      setWhere: and(
        eq(idempotencyKeys.state, 'in_flight'),
        lt(idempotencyKeys.leaseUntil, sql`now()`),
        eq(idempotencyKeys.requestHash, owner.requestHash),
        eq(idempotencyKeys.clientHash, owner.clientHash),
      ),
    })
    .returning({ key: idempotencyKeys.key });
  if (stored.length > 0) return undefined;
  return (await findPrior(tx, ref, owner)) ?? { kind: 'in_flight' };
}

const doneAnswer = (status: number, body: unknown) => ({
  state: 'done' as const,
  responseStatus: status,
  responseBody: JSON.stringify(body),
});

/** The key's primary key: a second request with the key fails an insert of it with a unique violation. */
export const keyTakenConstraint = 'idempotency_keys_scope_key_pk';

/**
 * The answer under a key not used before, as a CTE of the statement that stores what it answers:
 * a key already in the table fails the whole statement (`keyTakenConstraint`), writing nothing.
 */
export const newAnswerRow = (db: Db, ref: KeyRef, owner: KeyOwner, status: number, body: unknown) =>
  db.$with('new_answer').as(
    db.insert(idempotencyKeys).values({
      ...ref,
      ...owner,
      ...doneAnswer(status, body),
      claimToken: randomUUID(),
      leaseUntil: sql`now()`,
    }),
  );

/**
 * The answer as it was sent. It is kept as its JSON text (a jsonb string): a jsonb object would
 * come back with its keys reordered. Rows written before hold the object itself.
 */
function storedBody(stored: unknown): unknown {
  return typeof stored === 'string' ? JSON.parse(stored) : stored;
}

export const deleteKeysBefore = (db: Db, before: Date): Promise<number> =>
  deleteRowsBefore(db, idempotencyKeys, idempotencyKeys.createdAt, before);
