import type { Db } from '@/db/client';
import { ApiError } from '@/server/api/api-error';
import { processSingleton } from '@/lib/process-singleton';
import { type KeyOwner, type Prior, recordAnswer } from './idempotency-repository';

export type KeyedRequest = { ref: { scope: string; key: string }; owner: KeyOwner; status: number };

/** Thrown out of the write transaction (rolling it back) when another request used the key first. */
export class PriorUseError extends Error {
  constructor(readonly prior: Prior) {
    super('The idempotency key was used by another request.');
    this.name = 'PriorUseError';
  }
}

const heldKeys = () => processSingleton('api.heldIdempotencyKeys', () => new Set<string>());

/**
 * Runs `work` while this process holds the key: a duplicate arriving meanwhile gets 409 at once
 * instead of queueing behind it (across processes the key's row decides, see recordAnswer).
 */
export async function holdingKey<T>(
  { scope, key }: KeyedRequest['ref'],
  work: () => Promise<T>,
): Promise<T> {
  const id = `${scope}\n${key}`;
  const held = heldKeys();
  if (held.has(id)) throw new ApiError(409, 'request_in_progress', { retryAfterSeconds: 1 });
  held.add(id);
  try {
    return await work();
  } finally {
    held.delete(id);
  }
}

/** Runs `work` in one transaction that also stores `seal(answer)` under the key, or throws PriorUseError. */
export function writeWithAnswer<T>(
  db: Db,
  { ref, owner, status }: KeyedRequest,
  work: (tx: Db) => Promise<T>,
  seal: (answer: T) => unknown,
): Promise<T> {
  return db.transaction(async (tx) => {
    const answer = await work(tx);
    const prior = await recordAnswer(tx, ref, owner, status, seal(answer));
    if (prior) throw new PriorUseError(prior);
    return answer;
  });
}
