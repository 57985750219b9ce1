import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDatabase, getDatabase, useDatabase } from '@/db/client';
import { countSubmissions } from '@/db/testing/inspect';
import { databaseKinds, openTestDatabase } from '@/db/testing/test-database';
import { jsonRoute } from '@/features/api-routes/route-lookup';
import { validApplication } from '@/features/sme-loan/testing/sme-fixtures';
import { redirectLogs } from '@/lib/logger';
import { apiRequest, humanTiming, uniqueIp } from '@/server/api/testing/api-request';

const smeLoanApplicationRoute = jsonRoute('kcash_sme_loan_application');

const path = '/api/v2/kcash_sme_loan_application';
const body = () => ({ ...validApplication(), ...humanTiming });
const sent: string[] = [];
/** What reached the database since the last call, less transaction control (PGlite's is not logged). */
const statements = () =>
  sent.splice(0).filter((statement) => !/^\s*(begin|commit|rollback)\b/i.test(statement));
const touching = (table: string) => (statement: string) => statement.includes(`"${table}"`);

// Every statement is a round trip (PostgreSQL) or a turn of the one connection (PGlite) that the
// visitor waits for, and on PostgreSQL a socket write that costs the web process CPU: a submission
// takes the key check and one statement holding the record, its consents, its outbox row and its
// stored answer.
for (const kind of databaseKinds) {
  describe(`statements per submission [${kind}]`, { timeout: 30_000 }, () => {
    let restoreLogs = () => {};
    beforeAll(async () => {
      restoreLogs = redirectLogs({ write: () => true });
      useDatabase(await openTestDatabase(kind, 10_000, { logQuery: (query) => sent.push(query) }));
    }, 120_000);
    afterAll(async () => {
      restoreLogs();
      await closeDatabase();
    });

    it('stores an application in one statement: the record, its consents, its outbox row and its answer under the key', async () => {
      statements();
      const response = await smeLoanApplicationRoute(apiRequest(path, body()));
      expect(response.status).toBe(201);
      const sentNow = sent.slice();
      const made = statements();
      // The shared rate-limit counter is a table on PostgreSQL only (PGlite counts in the process).
      const rateLimit = kind === 'postgresql' ? 1 : 0;
      expect(made.filter(touching('rate_limit_hits'))).toHaveLength(rateLimit);
      // No transaction around it: one statement is atomic by itself.
      expect(sentNow.filter((s) => /^\s*(begin|commit)\b/i.test(s))).toEqual([]);
      const [check, write, ...rest] = made.filter((s) => !touching('rate_limit_hits')(s));
      expect(rest).toEqual([]);
      expect(check?.trim().toLowerCase()).toMatch(/^select/);
      for (const table of ['idempotency_keys', 'submissions', 'consents', 'outbox'])
        expect(write, table).toContain(`"${table}"`);
      expect(await countSubmissions((await getDatabase()).db, 'sme_application')).toBe(1);
    });

    it('answers a replay from the key check alone, writing nothing', async () => {
      const key = randomUUID();
      const ip = uniqueIp();
      await smeLoanApplicationRoute(apiRequest(path, body(), { key, ip }));
      statements();
      const again = await smeLoanApplicationRoute(apiRequest(path, body(), { key, ip }));
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      const made = statements().filter((s) => !touching('rate_limit_hits')(s));
      expect(made).toHaveLength(1);
      expect(made[0]?.trim().toLowerCase()).toMatch(/^select/);
    });
  });
}
