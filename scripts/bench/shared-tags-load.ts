// What the shared cache tags cost a cached page: the production server (serve/server.ts, on the build `npm run build` made) on the
// embedded database (tags kept in the process, as before issue 15) beside one on PostgreSQL (one
// query to cache_tag_revalidations per cached entry served), the same prerendered page loaded with
// autocannon on each in turn. Prints requests/s and p50/p99 latency, and the webhook's answer time.
// Usage: DATABASE_URL=postgres://… node --import tsx scripts/bench/shared-tags-load.ts [seconds=10] [connections=20]
// (BENCH_PORT moves the two ports, 3411 and the next.)
import autocannon, { type Result } from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const seconds = Number(process.argv[2] ?? 10);
const connections = Number(process.argv[3] ?? 20);
const firstPort = Number(process.env.BENCH_PORT ?? 3411);
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl)
  throw new Error('set DATABASE_URL to a PostgreSQL database the bench may migrate');
const root = path.resolve(import.meta.dirname, '..', '..');
const page = '/en-US/tnc/travel-booking-cashback-tnc';
const secret = 'shared-tags-bench-secret-0123';

async function start(port: number, env: Record<string, string>) {
  const base = `http://localhost:${port}`;
  const server = spawn(process.execPath, [path.join(root, 'serve/server.ts')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: '',
      ...env,
      PORT: String(port),
      SITE_ORIGIN: base,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; ; i += 1) {
    try {
      if ((await fetch(`${base}${page}`)).ok) break;
    } catch {
      if (i > 120) throw new Error(`server on ${port} did not start`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { base, stop: () => server.kill('SIGTERM') };
}

const load = (url: string) =>
  new Promise<Result>((resolve, reject) =>
    autocannon({ url, connections, duration: seconds }, (error, result) =>
      error ? reject(error) : resolve(result),
    ),
  );

async function publishMs(base: string) {
  const started = performance.now();
  const answer = await fetch(`${base}/api/revalidate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-webhook-secret': secret },
    body: JSON.stringify({
      sys: { type: 'Entry', contentType: { sys: { id: 'konewTermsPage' } } },
    }),
  });
  const ms = performance.now() - started;
  if (answer.status !== 200) throw new Error(`publish answered ${answer.status}`);
  // Let the page render once again before it is loaded.
  await fetch(`${base}${page}`);
  return ms;
}

const rows: Record<string, string | number>[] = [];
const servers: [string, Record<string, string>, number][] = [
  [
    'embedded (tags in the process)',
    { DATA_DIR: mkdtempSync(path.join(tmpdir(), 'tags-bench-')) },
    firstPort,
  ],
  ['PostgreSQL (shared tags)', { DATABASE_URL: databaseUrl }, firstPort + 1],
];
for (const [name, env, port] of servers) {
  const server = await start(port, { ...env, CONTENT_WEBHOOK_SECRET: secret });
  try {
    const webhook = await publishMs(server.base);
    const result = await load(`${server.base}${page}`);
    rows.push({
      server: name,
      'requests/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      errors: result.errors + result.non2xx,
      'webhook ms': Math.round(webhook),
    });
  } finally {
    server.stop();
  }
}
console.log(`${page}, ${seconds} s, ${connections} connections`);
console.table(rows);
