import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type DatabaseConfig, openDatabase } from '../src/db/client';
import { countSubmissions } from '../src/db/testing/inspect';
import { freshPostgresDatabase, testDatabaseUrl } from '../src/db/testing/test-database';
import { application, body, countIn, useServerProcesses } from './testing/process-tests';

// Real server processes on each database, posting one Idempotency-Key at once (testing/process-tests.ts).
const processes = useServerProcesses();

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
      const folder = await processes.freshFolder();
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
    const server = await processes.start({ ...env, RATE_LIMIT_SUBMIT: '1000/60' });
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

describe('posts past the capacity of an instance (serve/admission.ts)', () => {
  it('answer 503 overloaded with Retry-After, and each 201 is stored, each 503 is not', async () => {
    const folder = await processes.freshFolder();
    const server = await processes.pgliteServer(folder, {
      RATE_LIMIT_SUBMIT: '1000/60',
      MAX_CONCURRENT_REQUESTS: '2',
      MAX_QUEUE_WAIT_MS: '0',
    });
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => server.post(application, body())),
    );
    server.child.kill('SIGTERM');
    await server.exited;
    const taken = answers.filter((answer) => answer.status === 201);
    const refused = answers.filter((answer) => answer.status === 503);
    expect(taken.length + refused.length).toBe(40);
    expect(taken.length).toBeGreaterThanOrEqual(2);
    expect(refused.length).toBeGreaterThan(0);
    for (const answer of refused) {
      expect(answer.headers.get('retry-after')).toBe('1');
      expect(answer.body).toEqual({ error: { code: 'overloaded', retry_after_seconds: 1 } });
    }
    expect(await countIn(folder)).toBe(taken.length);
  });
});
