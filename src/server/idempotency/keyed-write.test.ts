import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '@/db/testing/each-database';
import { submissionByReference } from '@/db/testing/inspect';
import type { Db } from '@/db/client';
import { insertSubmission } from '@/server/submissions/submission-repository';
import { testEnquiry } from '@/server/submissions/testing/test-enquiry';
import { PriorUseError, writeWithAnswer } from './keyed-write';

const enquiry = (tx: Db) => insertSubmission(tx, testEnquiry());

// Two server instances on one database get the same submission at once (their in-process 409 does
// not see each other): the key's row decides, and only one record is kept.
describeEachDatabase('one key written by two instances at once', (database, kind) => {
  it('keeps one record: the later write rolls back its record and replays the kept answer', async () => {
    const db = database().db;
    const keyed = {
      ref: { scope: 'test_two_instances', key: randomUUID() },
      owner: { requestHash: 'same-body', clientHash: 'same-client' },
      status: 201,
    };
    // On PostgreSQL the first waits until the second has written its record, so both are open at once;
    // PGlite's one connection runs them one after the other.
    let secondWrote = () => {};
    const overlap = new Promise<void>((resolve) => (secondWrote = resolve));
    const references: string[] = [];
    const write = (wait: boolean) =>
      writeWithAnswer(
        db,
        keyed,
        async (tx) => {
          const { reference } = await enquiry(tx);
          references.push(reference);
          if (wait) await overlap;
          else secondWrote();
          return { reference };
        },
        (answer) => answer,
      );
    const first = write(kind === 'postgresql');
    const second = write(false);
    const settled = await Promise.allSettled([first, second]);
    const kept = settled.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome] : []));
    const lost = settled.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome] : []));
    expect(kept).toHaveLength(1);
    expect(lost).toHaveLength(1);
    const reference = kept[0]!.value.reference;
    const error: unknown = lost[0]!.reason;
    expect(error).toBeInstanceOf(PriorUseError);
    expect((error as PriorUseError).prior).toEqual({
      kind: 'replay',
      status: 201,
      body: { reference },
    });
    expect(references).toHaveLength(2);
    const [other] = references.filter((r) => r !== reference);
    expect(await submissionByReference(db, other!)).toBeNull();
    expect((await submissionByReference(db, reference))?.outbox).toHaveLength(1);
  });
});
