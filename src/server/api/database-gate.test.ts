import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDatabase, getDatabase, useDatabase } from '@/db/client';
import { countSubmissions } from '@/db/testing/inspect';
import { openTestDatabase } from '@/db/testing/test-database';
import { jsonRoute } from '@/features/api-routes/route-lookup';
import { validApplication } from '@/features/sme-loan/testing/sme-fixtures';
import { redirectLogs } from '@/lib/logger';
import { apiRequest, humanTiming } from '@/server/api/testing/api-request';
import { createGate } from './database-gate';

const smeLoanApplicationRoute = jsonRoute('kcash_sme_loan_application');
const path = '/api/v2/kcash_sme_loan_application';

describe('database gate', () => {
  it('runs at most `limit` at once, hands a freed turn to the first in line, refuses when the line is full', async () => {
    const gate = createGate({ limit: 2, queue: 1 });
    const releases: (() => void)[] = [];
    const held = () => new Promise<void>((resolve) => releases.push(resolve));
    const first = gate.run(held);
    const second = gate.run(held);
    const third = gate.run(async () => 'third');
    await expect(gate.run(async () => 'refused')).rejects.toMatchObject({
      status: 503,
      code: 'overloaded',
      retryAfterSeconds: 1,
    });
    expect(gate.load).toEqual({ running: 2, waiting: 1 });
    releases[0]!();
    await first;
    expect(await third).toBe('third');
    releases[1]!();
    await second;
    expect(gate.load).toEqual({ running: 0, waiting: 0 });
  });
});

// The real embedded database, many posts at once (past what it answers within the wait): the ones it
// cannot take soon are refused with Retry-After and store nothing; every 201 is stored.
describe('PGlite above its capacity', { timeout: 120_000 }, () => {
  let restoreLogs = () => {};
  beforeAll(async () => {
    restoreLogs = redirectLogs({ write: () => true });
    useDatabase(await openTestDatabase('pglite', 30_000));
  }, 120_000);
  afterAll(async () => {
    restoreLogs();
    await closeDatabase();
  });

  it('answers 201 (stored) or 503 overloaded with Retry-After (nothing stored)', async () => {
    const posts = Array.from({ length: 150 }, async () => {
      const response = await smeLoanApplicationRoute(
        apiRequest(path, { ...validApplication(), ...humanTiming }),
      );
      const body = (await response.json()) as { error?: { code: string } };
      return { response, body };
    });
    const answers = await Promise.all(posts);
    const created = answers.filter(({ response }) => response.status === 201);
    const refused = answers.filter(({ response }) => response.status === 503);
    expect(created.length + refused.length).toBe(answers.length);
    expect(created.length).toBeGreaterThan(0);
    expect(refused.length).toBeGreaterThan(0);
    for (const { response, body } of refused) {
      expect(body.error?.code).toBe('overloaded');
      expect(response.headers.get('retry-after')).toBe('1');
    }
    expect(await countSubmissions((await getDatabase()).db, 'sme_application')).toBe(
      created.length,
    );
  });
});
