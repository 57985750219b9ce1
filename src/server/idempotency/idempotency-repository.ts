import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { idempotencyKeys } from '@/db/schema';

export type Claim =
  | { kind: 'claimed'; token: string }
  | { kind: 'replay'; status: number; body: unknown }
  | { kind: 'in_flight' }
  | { kind: 'mismatch' }
  | { kind: 'other_client' };

type KeyRef = { scope: string; key: string };

const byKey = ({ scope, key }: KeyRef) =>
  and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key));
const leaseEnd = (leaseMs: number) => sql`now() + ${leaseMs} * interval '1 millisecond'`;

/** Thrown inside the transaction when another request took the key over: it rolls the work back. */
export class ClaimLostError extends Error {
  constructor() {
    super('The idempotency key was taken over by another request.');
    this.name = 'ClaimLostError';
  }
}

/**
 * Claims a key for this request, or says what happened to it before. A key claimed from another
 * client address (or before addresses were kept) is never replayed to this one.
 */
export async function claimKey(
  db: Db,
  ref: KeyRef,
  { requestHash, clientHash }: { requestHash: string; clientHash: string },
  leaseMs: number,
): Promise<Claim> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const token = randomUUID();
    const inserted = await db
      .insert(idempotencyKeys)
      .values({
        ...ref,
        requestHash,
        clientHash,
        claimToken: token,
        state: 'in_flight',
        leaseUntil: leaseEnd(leaseMs),
      })
      .onConflictDoNothing()
      .returning({ token: idempotencyKeys.claimToken });
    if (inserted.length > 0) return { kind: 'claimed', token };
    const [row] = await db.select().from(idempotencyKeys).where(byKey(ref));
    if (!row) continue; // released meanwhile: claim again
    if (row.requestHash !== requestHash) return { kind: 'mismatch' };
    if (row.clientHash !== clientHash) return { kind: 'other_client' };
    if (row.state === 'done')
      return { kind: 'replay', status: row.responseStatus ?? 200, body: row.responseBody };
    // A claimant that died (or overran its lease) leaves the key to the next request.
    const taken = await db
      .update(idempotencyKeys)
      .set({ claimToken: token, leaseUntil: leaseEnd(leaseMs) })
      .where(
        and(
          byKey(ref),
          eq(idempotencyKeys.claimToken, row.claimToken),
          eq(idempotencyKeys.state, 'in_flight'),
          lt(idempotencyKeys.leaseUntil, sql`now()`),
        ),
      )
      .returning({ token: idempotencyKeys.claimToken });
    return taken.length > 0 ? { kind: 'claimed', token } : { kind: 'in_flight' };
  }
  return { kind: 'in_flight' };
}

/** Stores the answer in the same transaction as the work, so the record and "done" commit together. */
export async function completeKey(
  tx: Db,
  ref: KeyRef,
  token: string,
  status: number,
  body: unknown,
): Promise<void> {
  const rows = await tx
    .update(idempotencyKeys)
    .set({ state: 'done', responseStatus: status, responseBody: body })
    .where(
      and(
        byKey(ref),
        eq(idempotencyKeys.claimToken, token),
        eq(idempotencyKeys.state, 'in_flight'),
      ),
    )
    .returning({ key: idempotencyKeys.key });
  if (rows.length === 0) throw new ClaimLostError();
}

/** Frees a claim whose work failed, so a retry with the same key runs again. */
export async function releaseKey(db: Db, ref: KeyRef, token: string): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(
      and(
        byKey(ref),
        eq(idempotencyKeys.claimToken, token),
        eq(idempotencyKeys.state, 'in_flight'),
      ),
    );
}

export async function deleteKeysBefore(db: Db, before: Date): Promise<number> {
  const rows = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, before))
    .returning({ key: idempotencyKeys.key });
  return rows.length;
}
