import type { Db } from '@/db/client';
import { violatesUnique } from '@/db/database-errors';
import { keyTakenConstraint, newAnswerRow } from '@/server/idempotency/idempotency-repository';
import { type KeyedRequest, writeWithAnswer } from '@/server/idempotency/keyed-write';
import {
  insertSubmission,
  type NewSubmission,
  type StoredSubmission,
} from '@/server/submissions/submission-repository';

/**
 * A new record and its answer under the request's key in one statement: no transaction, one round
 * trip. The answer is made from the values the record is stored with (its id, reference and time are
 * made before the statement). When the key is in the table already (a retry whose first try was
 * stored, a concurrent duplicate, a claim left by an older version), the statement writes nothing
 * and the transaction that checks the key's earlier use (writeWithAnswer) decides.
 */
export async function storeSubmissionWithAnswer<T>(
  db: Db,
  keyed: KeyedRequest,
  submission: NewSubmission,
  answer: (stored: StoredSubmission) => T,
  seal: (answer: T) => unknown,
): Promise<T> {
  const { ref, owner, status } = keyed;
  let answered: { value: T } | undefined;
  try {
    await insertSubmission(db, submission, (stored) => {
      answered = { value: answer(stored) };
      return [newAnswerRow(db, ref, owner, status, seal(answered.value))];
    });
    return answered!.value;
  } catch (error) {
    if (!violatesUnique(error, keyTakenConstraint)) throw error;
  }
  return writeWithAnswer(
    db,
    keyed,
    async (tx) => answer(await insertSubmission(tx, submission)),
    seal,
  );
}
