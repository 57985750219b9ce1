import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '@/db/testing/each-database';
import { submissionByReference } from '@/db/testing/inspect';
import { idempotencyKeys } from '@/db/schema';
import { PriorUseError } from '@/server/idempotency/keyed-write';
import { testEnquiry } from '@/server/submissions/testing/test-enquiry';
import { storeSubmissionWithAnswer } from './store-submission';

const enquiry = testEnquiry([
  {
    purpose: 'direct_marketing',
    granted: false,
    documentVersion: 't',
    documentHash: 'h',
    locale: 'en-US',
  },
]);
const keyedFor = (key: string) => ({
  ref: { scope: 'test_store_submission', key },
  owner: { requestHash: 'same-body', clientHash: 'same-client' },
  status: 201,
});
const answer = ({ reference }: { reference: string }) => ({ reference });
const store = (db: Parameters<typeof storeSubmissionWithAnswer>[0], key: string) =>
  storeSubmissionWithAnswer(db, keyedFor(key), enquiry, answer, (sealed) => sealed);

describeEachDatabase('a record and its answer in one statement', (database) => {
  it('stores the record, its consent, its outbox row and the answer under the key', async () => {
    const db = database().db;
    const key = randomUUID();
    const { reference } = await store(db, key);
    const record = await submissionByReference(db, reference);
    expect(record?.consents).toHaveLength(1);
    expect(record?.outbox).toHaveLength(1);
    // Kept as its JSON text, as recordAnswer keeps it (a jsonb object would reorder its keys).
    const result: unknown = await db.execute(
      sql`select state, jsonb_typeof(response_body) as type, response_body #>> '{}' as text
          from idempotency_keys where key = ${key}`,
    );
    const { rows } = result as { rows: Array<{ state: string; type: string; text: string }> };
    expect(rows).toEqual([{ state: 'done', type: 'string', text: JSON.stringify({ reference }) }]);
  });

  it('a key stored before: writes nothing and replays the kept answer', async () => {
    const db = database().db;
    const key = randomUUID();
    const first = await store(db, key);
    const second = await store(db, key).catch((error: unknown) => error);
    expect(second).toBeInstanceOf(PriorUseError);
    expect((second as PriorUseError).prior).toEqual({ kind: 'replay', status: 201, body: first });
    const [{ count } = { count: 0 }] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(idempotencyKeys)
      .where(sql`${idempotencyKeys.key} = ${key}`);
    expect(count).toBe(1);
  });

  it('a claim an older version left and whose lease lapsed is taken over, and the record stored', async () => {
    const db = database().db;
    const key = randomUUID();
    const { ref, owner } = keyedFor(key);
    await db.insert(idempotencyKeys).values({
      ...ref,
      ...owner,
      state: 'in_flight',
      claimToken: randomUUID(),
      leaseUntil: sql`now() - interval '1 minute'`,
    });
    const { reference } = await store(db, key);
    expect(await submissionByReference(db, reference)).not.toBeNull();
  });
});
