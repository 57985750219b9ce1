import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { type DatabaseConfig, openDatabase } from '../src/db/client';
import { countSubmissions } from '../src/db/testing/inspect';
import { freshPostgresDatabase, testDatabaseUrl } from '../src/db/testing/test-database';
import { application, body, countIn, useServerProcesses } from './testing/process-tests';
import { siteOrigin } from './testing/server-process';

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

/** A post whose body comes only when `finish` is called: it holds its place in the meantime. */
function heldPost(port: number) {
  const json = JSON.stringify(body());
  const request = http.request({
    host: '127.0.0.1',
    port,
    path: application,
    method: 'POST',
    headers: {
      origin: siteOrigin,
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(json),
      'idempotency-key': randomUUID(),
    },
  });
  const answered = new Promise<number>((resolve, reject) => {
    request.on('response', (response) => (response.resume(), resolve(response.statusCode ?? 0)));
    request.on('error', reject);
  });
  request.write(json.slice(0, 10));
  return { finish: () => (request.end(json.slice(10)), answered) };
}

describe('posts past the capacity of an instance (serve/admission.ts)', () => {
  // The only place is held by a post whose body is still coming, so the others overlap it for sure
  // (40 posts at once at capacity 2 came in one after another on a loaded machine: no 503 at all).
  it('answer 503 overloaded with Retry-After, and each 201 is stored, each 503 is not', async () => {
    const folder = await processes.freshFolder();
    const server = await processes.pgliteServer(folder, {
      RATE_LIMIT_SUBMIT: '1000/60',
      MAX_CONCURRENT_REQUESTS: '1',
      MAX_QUEUE_WAIT_MS: '200',
    });
    const held = heldPost(server.port);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const refused = await Promise.all(
      Array.from({ length: 10 }, () => server.post(application, body())),
    );
    expect(await held.finish()).toBe(201);
    const after = await server.post(application, body());
    server.child.kill('SIGTERM');
    await server.exited;
    for (const answer of refused) {
      expect(answer.status).toBe(503);
      expect(answer.headers.get('retry-after')).toBe('1');
      expect(answer.body).toEqual({ error: { code: 'overloaded', retry_after_seconds: 1 } });
    }
    expect(after.status).toBe(201);
    expect(await countIn(folder)).toBe(2);
  });
});
