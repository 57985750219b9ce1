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
// visitor waits for: a submission takes the key check and one transaction holding the record,
// its consents, its outbox row and its stored answer.
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

    it('stores an application in one write: the key is recorded with the record, not claimed before it', async () => {
      statements();
      const response = await smeLoanApplicationRoute(apiRequest(path, body()));
      expect(response.status).toBe(201);
      const made = statements();
      // The shared rate-limit counter is a table on PostgreSQL only (PGlite counts in the process).
      const rateLimit = kind === 'postgresql' ? 1 : 0;
      expect(made.filter(touching('rate_limit_hits'))).toHaveLength(rateLimit);
      const keyStatements = made.filter(touching('idempotency_keys'));
      expect(keyStatements.map((s) => s.trim().split(/\s/)[0]?.toLowerCase())).toEqual([
        'select',
        'insert',
      ]);
      expect(made).toHaveLength(rateLimit + 3);
      expect(made.filter(touching('submissions'))).toHaveLength(1);
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
