import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { openDatabase } from '../src/db/client';
import { countSubmissions } from '../src/db/testing/inspect';
import { freshPgliteFolder } from '../src/db/testing/test-database';
import { validApplication } from '../src/features/sme-loan/testing/sme-fixtures';
import { buildIfStale } from './build-if-stale';
import { type ServerProcess, startServer } from './testing/server-process';

// Three server starts (5 to 12 s each on 2 cores, up to 100 s when the machine is busy), the burst
// and its retries: about 45 s on an idle machine, 340 s at load 15.
vi.setConfig({ testTimeout: 600_000, hookTimeout: 60_000 });
// The production server on the build (serve/server.ts): a stale build is rebuilt first (minutes).
beforeAll(() => buildIfStale(), 1_800_000);

const application = '/api/v2/kcash_sme_loan_application';
const servers: ServerProcess[] = [];
let folder = '';

/** The defaults (no FORM_TOKEN_SECRET, PGlite, tokens required); a short fill time keeps it quick. */
async function server(): Promise<ServerProcess> {
  const started = await startServer({
    DATA_DIR: folder,
    FORM_TOKEN_SECRET: undefined,
    FORM_TOKEN_REQUIRED: 'true',
    FORM_MIN_FILL_MS: '200',
    RATE_LIMIT_SUBMIT: '1000/600',
  });
  servers.push(started);
  return started;
}

type Post = { key: string; body: Record<string, unknown> };
type Answered = { status: number; code?: string; replayed: boolean; reference?: string };
type Outcome = Answered | { lost: string };

const send = (to: ServerProcess, post: Post): Promise<Outcome> =>
  to.post(application, post.body, { 'idempotency-key': post.key }).then(
    (answer) => ({
      status: answer.status,
      code: answer.body?.error?.code,
      replayed: answer.headers.get('idempotent-replayed') === 'true',
      reference: answer.body?.reference,
    }),
    (error: Error) => ({ lost: error.message }),
  );

/** Sends `posts` ten at a time; `after(n)` runs as each one is acknowledged (n so far). */
async function burst(to: ServerProcess, posts: Post[], after: (acked: number) => void) {
  const outcomes: Outcome[] = [];
  let next = 0;
  let acked = 0;
  const worker = async () => {
    while (next < posts.length) {
      const index = next++;
      const outcome = await send(to, posts[index]!);
      outcomes[index] = outcome;
      if ('status' in outcome && outcome.status === 201) after(++acked);
    }
  };
  await Promise.all(Array.from({ length: 10 }, worker));
  return outcomes;
}

afterAll(async () => {
  for (const each of servers) each.child.kill('SIGKILL');
  await Promise.all(servers.map((each) => each.exited));
  if (folder) rmSync(folder, { recursive: true, force: true });
});

it('a burst cut by SIGTERM and kill -9, retried on a restart: acknowledged ones replay, the rest are stored once, none refused', async () => {
  folder = await freshPgliteFolder();
  const first = await server();
  // Each post's page was rendered by the first process: the token is read from its form, as a
  // visitor's browser has it.
  const posts: Post[] = [];
  for (let i = 0; i < 100; i++) {
    const form_token = await first.formToken('/sme-loan/apply');
    posts.push({ key: randomUUID(), body: { ...validApplication(), form_token, fill_ms: 9_000 } });
  }
  await new Promise((resolve) => setTimeout(resolve, 300));

  const drained = await burst(first, posts.slice(0, 50), (acked) => {
    if (acked === 15) first.child.kill('SIGTERM');
  });
  first.child.kill('SIGTERM'); // in case fewer than 15 were acknowledged (then the checks below fail)
  expect(await first.exited).toMatchObject({ code: 0 });
  const second = await server();
  const killed = await burst(second, posts.slice(50), (acked) => {
    if (acked === 15) second.child.kill('SIGKILL');
  });
  second.child.kill('SIGKILL');
  await second.exited;
  const sent = [...drained, ...killed];
  // Anything else (a 422 of the token, a 500) is what this test is here to catch.
  const unexpected = sent.filter((o) => 'status' in o && o.status !== 201 && o.status !== 503);
  expect(unexpected).toEqual([]);

  const third = await server();
  const retried = await burst(third, posts, () => {});
  third.child.kill('SIGTERM');
  await third.exited;

  const acknowledged = sent.flatMap((o, i) => ('status' in o && o.status === 201 ? [i] : []));
  const answered = retried.map((o): Answered =>
    'status' in o ? o : { status: 0, replayed: false },
  );
  const counts = {
    acknowledged: acknowledged.length,
    replayed: answered.filter((o) => o.replayed).length,
    stored: answered.filter((o) => o.status === 201 && !o.replayed).length,
    refused: answered.filter((o) => o.status !== 201).length,
  };
  expect(counts.acknowledged).toBeGreaterThanOrEqual(30);
  expect(counts.refused).toBe(0);
  for (const index of acknowledged) {
    const { reference } = sent[index] as { reference: string };
    expect(answered[index]).toMatchObject({ status: 201, replayed: true, reference });
  }
  const handle = await openDatabase({ dataDir: folder, timeoutMs: 10_000 });
  const records = await countSubmissions(handle.db, 'sme_application');
  await handle.close();
  console.info('restart burst', JSON.stringify({ ...counts, duplicated: records - 100 }));
  expect(records).toBe(100);
  expect(new Set(answered.map((o) => o.reference)).size).toBe(100);
});
