import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type DatabaseConfig, openDatabase } from '../src/db/client';
import { countSubmissions, submissionByReference } from '../src/db/testing/inspect';
import {
  freshPgliteFolder,
  freshPostgresDatabase,
  postgresSkipNote,
  testDatabaseUrl,
} from '../src/db/testing/test-database';
import { validApplication } from '../src/features/sme-loan/testing/sme-fixtures';
import { buildIfStale } from './build-if-stale';
import { cuttableProxy, type ServerProcess, startServer } from './testing/server-process';

// Real processes of the production server on the build: a start takes 5-15 s alone and up to 100 s
// on a busy shared machine (a fresh database is migrated first; two starts took 183 s at load 15);
// a stale build is rebuilt first (minutes).
vi.setConfig({ testTimeout: 480_000, hookTimeout: 90_000 });
beforeAll(() => buildIfStale(), 1_800_000);

const application = '/api/v2/kcash_sme_loan_application';
const body = () => ({ ...validApplication(), fill_ms: 12_000 });
const folders: string[] = [];
const servers: ServerProcess[] = [];

async function pgliteServer(folder: string, env: Record<string, string> = {}) {
  const server = await startServer({ DATA_DIR: folder, ...env });
  servers.push(server);
  return server;
}

async function countIn(folder: string, reference?: string) {
  const handle = await openDatabase({ dataDir: folder, timeoutMs: 10_000 });
  try {
    return reference
      ? await submissionByReference(handle.db, reference)
      : await countSubmissions(handle.db, 'sme_application');
  } finally {
    await handle.close();
  }
}

afterAll(async () => {
  for (const server of servers) server.child.kill('SIGKILL');
  await Promise.all(servers.map((server) => server.exited));
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe('server process on PGlite', () => {
  it('refuses a second server process on the same data folder with a clear message', async () => {
    const folder = await freshPgliteFolder();
    folders.push(folder);
    const first = await pgliteServer(folder);
    const second = await startServer({ DATA_DIR: folder }).catch(
      (error: { code: number; output: string }) => error,
    );
    expect(second).toMatchObject({ code: 1 });
    expect((second as { output: string }).output).toContain(
      `The database folder ${folder} is in use by process ${first.child.pid}`,
    );
    expect((await first.post(application, body())).status).toBe(201);
  });

  it('loses nothing acknowledged when killed with SIGKILL, and the folder reopens', async () => {
    const folder = await freshPgliteFolder();
    folders.push(folder);
    const first = await pgliteServer(folder);
    const keys = Array.from({ length: 5 }, () => randomUUID());
    const answers = await Promise.all(
      keys.map((key) => first.post(application, body(), { 'idempotency-key': key })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201]);
    first.child.kill('SIGKILL');
    expect(await first.exited).toMatchObject({ signal: 'SIGKILL' });

    const second = await pgliteServer(folder);
    const replays = await Promise.all(
      keys.map((key) => second.post(application, body(), { 'idempotency-key': key })),
    );
    expect(replays.map((replay) => replay.body.reference)).toEqual(
      answers.map((answer) => answer.body.reference),
    );
    expect(replays.every((replay) => replay.headers.get('idempotent-replayed') === 'true')).toBe(
      true,
    );
    second.child.kill('SIGTERM');
    expect(await second.exited).toMatchObject({ code: 0 });
    expect(second.output()).toContain('shut down cleanly');
    expect(await countIn(folder)).toBe(5);
  });

  it('does not let a client-written X-Forwarded-For dodge the rate limit', async () => {
    const folder = await freshPgliteFolder();
    folders.push(folder);
    const server = await pgliteServer(folder, { RATE_LIMIT_SUBMIT: '3/600' });
    const statuses = [];
    for (let i = 1; i <= 4; i++)
      statuses.push(
        (await server.post(application, body(), { 'x-forwarded-for': `203.0.113.${i}` })).status,
      );
    expect(statuses).toEqual([201, 201, 201, 429]);
  });

  it('never writes canary personal data to its logs', async () => {
    const hook = createServer((_req, res) => res.writeHead(500).end('Canary Wong 69876543'));
    await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
    const folder = await freshPgliteFolder();
    folders.push(folder);
    const server = await pgliteServer(folder, {
      LOG_LEVEL: 'trace',
      LEADS_WEBHOOK_URL: `http://127.0.0.1:${(hook.address() as AddressInfo).port}/leads`,
      LEADS_WEBHOOK_SECRET: 'canary-test-secret-123',
    });
    const canary = {
      name: '黃金絲雀',
      first_name: 'Canary',
      last_name: 'Wong',
      mobile: '6987 6543',
      email: 'canary.wong@example.com',
      company_name: 'Canary Holdings Limited',
      company_address: 'Flat Z, 99/F, Canary Tower',
      br: '87654321',
      ci: '7654321',
      pos_model: 'CanaryPOS 9000',
    };
    const key = randomUUID();
    expect(
      (await server.post(application, { ...body(), ...canary }, { 'idempotency-key': key })).status,
    ).toBe(201);
    expect(
      (
        await server.post(
          application,
          { ...body(), ...canary, loan_amount: 700_000 },
          { 'idempotency-key': key },
        )
      ).status,
    ).toBe(422);
    expect(
      (await server.post(application, { ...body(), ...canary, email: 'canary.wong@', br: '8765' }))
        .status,
    ).toBe(422);
    expect(
      (await server.post(application, { ...body(), ...canary, hkid: 'C123456(7)' })).status,
    ).toBe(422);
    expect(
      (
        await server.post('/api/web/account_delete', {
          mobile: '6987 6543',
          name: '黃金絲雀',
          confirm: true,
          locale: 'zh-HK',
          fill_ms: 9000,
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await server.post('/api/v2/konew_valuation_create', {
          address: 'Flat Z, 99/F, Canary Tower',
          customerName: 'Canary Wong',
          phone: '69876543',
          fill_ms: 9000,
        })
      ).status,
    ).toBe(201);
    // Let the relay try (and fail) to deliver, so its log lines are in the output too.
    for (let i = 0; i < 100 && !server.output().includes('lead delivery failed'); i++)
      await new Promise((resolve) => setTimeout(resolve, 50));
    server.child.kill('SIGTERM');
    await server.exited;
    hook.close();
    const output = server.output();
    expect(output).toContain('lead delivery failed');
    expect(output).toMatch(/"request_id":"[0-9a-f-]{36}"/);
    for (const value of [
      'Canary',
      'canary.wong',
      '69876543',
      '6987 6543',
      '黃金絲雀',
      '87654321',
      '7654321',
      'C123456',
    ]) {
      expect(output).not.toContain(value);
    }
  });
});

describe.runIf(testDatabaseUrl)('server process on PostgreSQL', () => {
  it('answers 503 with Retry-After while the database is down; a retry with the same key stores one record', async () => {
    const database = await freshPostgresDatabase();
    const target = new URL(database.url);
    const proxy = await cuttableProxy({ host: target.hostname, port: Number(target.port) });
    const viaProxy = new URL(database.url);
    viaProxy.port = String(proxy.port);
    const server = await startServer({ DATABASE_URL: viaProxy.toString(), DB_TIMEOUT_MS: '2000' });
    servers.push(server);
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

describe.skipIf(testDatabaseUrl)('server process on PostgreSQL', () => {
  it.skip(postgresSkipNote ?? '', () => undefined);
});

type Target = {
  kind: 'pglite' | 'postgresql';
  prepare(): Promise<{
    env: Record<string, string>;
    config: DatabaseConfig;
    done(): Promise<void>;
  }>;
};

const concurrencyTargets: Target[] = [
  {
    kind: 'pglite',
    async prepare() {
      const folder = await freshPgliteFolder();
      folders.push(folder);
      return {
        env: { DATA_DIR: folder },
        config: { dataDir: folder, timeoutMs: 10_000 },
        done: async () => undefined,
      };
    },
  },
  ...(testDatabaseUrl
    ? [
        {
          kind: 'postgresql' as const,
          async prepare() {
            const database = await freshPostgresDatabase();
            return {
              env: { DATABASE_URL: database.url },
              config: { url: database.url, dataDir: '', timeoutMs: 10_000 },
              done: database.drop,
            };
          },
        },
      ]
    : []),
];

describe.each(concurrencyTargets)('50 concurrent posts with one key [$kind]', ({ prepare }) => {
  it('make exactly one record', async () => {
    const { env, config, done } = await prepare();
    const server = await startServer({ ...env, RATE_LIMIT_SUBMIT: '1000/60' });
    servers.push(server);
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        server.post(application, body(), { 'idempotency-key': key }),
      ),
    );
    server.child.kill('SIGTERM');
    await server.exited;
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status !== 201 && status !== 409)).toEqual([]);
    expect(new Set(answers.filter((a) => a.status === 201).map((a) => a.body.reference)).size).toBe(
      1,
    );
    const handle = await openDatabase(config);
    expect(await countSubmissions(handle.db, 'sme_application')).toBe(1);
    await handle.close();
    await done();
  });
});
