import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { countSubmissions } from '../src/db/testing/inspect';
import { freshPostgresDatabase, testDatabaseUrl } from '../src/db/testing/test-database';
import { application, body, useServerProcesses } from './testing/process-tests';
import { cuttableProxy } from './testing/server-process';

// A real server process on PostgreSQL whose connection is cut and restored (testing/process-tests.ts).
// It needs TEST_DATABASE_URL, which `npm test` sets (it starts a PostgreSQL 15); without it, the
// suite is reported skipped.
const processes = useServerProcesses();

describe.runIf(testDatabaseUrl)('server process on PostgreSQL', () => {
  it('answers 503 with Retry-After while the database is down; a retry with the same key stores one record', async () => {
    const database = await freshPostgresDatabase();
    const target = new URL(database.url);
    const proxy = await cuttableProxy({ host: target.hostname, port: Number(target.port) });
    const viaProxy = new URL(database.url);
    viaProxy.port = String(proxy.port);
    const server = await processes.start({
      DATABASE_URL: viaProxy.toString(),
      DB_TIMEOUT_MS: '2000',
    });
    try {
      expect((await server.post(application, body())).status).toBe(201);
      await proxy.cut();
      const key = randomUUID();
      const down = await server.post(application, body(), { 'idempotency-key': key });
      expect(down.status).toBe(503);
      expect(down.headers.get('retry-after')).toBe('5');
      expect(down.body.error).toMatchObject({
        code: 'database_unavailable',
        error_id: expect.any(String),
      });
      await proxy.restore();
      const retried = await server.post(application, body(), { 'idempotency-key': key });
      expect(retried.status).toBe(201);
      const again = await server.post(application, body(), { 'idempotency-key': key });
      expect(again.body.reference).toBe(retried.body.reference);
      const handle = await openDatabase({ url: database.url, dataDir: '', timeoutMs: 5_000 });
      expect(await countSubmissions(handle.db, 'sme_application')).toBe(2);
      await handle.close();
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
      await proxy.close();
      await database.drop();
    }
  });
});
