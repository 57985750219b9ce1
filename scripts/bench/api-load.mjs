// Load benchmark of the SME application endpoint: `npm run bench:api -- [--rate 100] [--duration 10] [--connections 10]`.
// Starts the API server (scripts/api-server.ts) on loopback against a fresh PGlite folder and, when
// DATABASE_URL names a PostgreSQL server, against a fresh database there too; drives it with autocannon
// at a fixed rate (each request a new visitor address and Idempotency-Key); prints requests/s, p50/p99
// and errors; then stops the server and checks that the stored rows equal the number of 201 answers.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import autocannon from 'autocannon';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '../..');
const { values } = parseArgs({
  options: {
    rate: { type: 'string', default: '100' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
  },
});
const rate = Number(values.rate);
const duration = Number(values.duration);
const connections = Number(values.connections);
const origin = 'http://localhost:3000';
const countSql = "select count(*)::int as n from submissions where kind = 'sme_application'";

const application = {
  title: 'ms',
  first_name: 'Bench',
  last_name: 'Load',
  mobile: '61234567',
  email: 'bench@example.com',
  job_title: 'Owner',
  company_name: 'Bench Limited',
  company_type: 'sole_proprietor',
  company_address: '1 Bench Road, Kowloon',
  company_tel: '21234567',
  premises_ownership: 'rent',
  commencement_year: 2018,
  industry: 'catering',
  has_pos: false,
  br: '12345678',
  has_other_bank_sme_loan: false,
  loan_amount: 300000,
  repayment_period: 24,
  loan_purpose: 'working_capital',
  source_of_awareness: { online: ['search_engine_ads'], offline: [] },
  agree_tnc: true,
  locale: 'zh-HK',
  fill_ms: 20000,
};

function startServer(env) {
  const child = spawn(
    process.execPath,
    ['--conditions=react-server', '--import', 'tsx', 'scripts/api-server.ts'],
    {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: '',
        PORT: '0',
        SITE_ORIGIN: origin,
        TRUSTED_PROXY_HOPS: '1',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const exited = new Promise((resolve) => child.on('exit', resolve));
  return new Promise((resolve, reject) => {
    let seen = '';
    child.stdout.on('data', (chunk) => {
      seen += chunk;
      const match = /^listening (\d+)$/m.exec(seen);
      if (match && !child.port) {
        child.port = Number(match[1]);
        resolve({ port: child.port, stop: () => (child.kill('SIGTERM'), exited) });
      }
      if (seen.length > 100_000) seen = seen.slice(-1000);
    });
    exited.then((code) => reject(new Error(`server exited with ${code} before listening`)));
  });
}

let visitor = 0;
async function drive(port) {
  return autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    // A fixed count (rate × duration) rather than a time limit, so no request is cut off unanswered at the end.
    amount: rate * duration,
    overallRate: rate,
    requests: [
      {
        method: 'POST',
        path: '/api/v2/kcash_sme_loan_application',
        setupRequest: (request) => {
          visitor++;
          return {
            ...request,
            headers: {
              'content-type': 'application/json',
              origin,
              'idempotency-key': randomUUID(),
              // A trusted proxy hop (TRUSTED_PROXY_HOPS=1) says each request is a new visitor, as on the real site.
              'x-forwarded-for': `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`,
            },
            body: JSON.stringify(application),
          };
        },
      },
    ],
  });
}

async function pgliteTarget() {
  const folder = mkdtempSync(path.join(tmpdir(), 'konew-bench-'));
  return {
    name: 'PGlite',
    env: { DATA_DIR: folder },
    async stored() {
      const db = await PGlite.create(folder);
      const { rows } = await db.query(countSql);
      await db.close();
      return rows[0].n;
    },
    cleanup: () => rmSync(folder, { recursive: true, force: true }),
  };
}

async function postgresTarget(url) {
  const name = `konew_bench_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const query = async (connectionString, sql) => {
    const client = new pg.Client({ connectionString });
    await client.connect();
    try {
      return await client.query(sql);
    } finally {
      await client.end();
    }
  };
  return {
    name: 'PostgreSQL',
    env: { DATABASE_URL: target.toString() },
    stored: async () => (await query(target.toString(), countSql)).rows[0].n,
    cleanup: () => query(url, `drop database if exists ${name} with (force)`),
  };
}

async function run(target) {
  const server = await startServer(target.env);
  // Warm-up: the first requests compile routes and fill caches.
  for (let i = 0; i < 5; i++) {
    await fetch(`http://127.0.0.1:${server.port}/api/v2/kcash_sme_loan_application`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin,
        'idempotency-key': randomUUID(),
        'x-forwarded-for': `192.0.2.${i + 1}`,
      },
      body: JSON.stringify(application),
    });
  }
  const result = await drive(server.port);
  await server.stop();
  const created = (result.statusCodeStats?.['201']?.count ?? 0) + 5;
  const stored = await target.stored();
  await target.cleanup();
  const others = Object.entries(result.statusCodeStats ?? {}).filter(([code]) => code !== '201');
  console.log(
    [
      `${target.name}: ${rate} req/s offered for ${duration}s on ${connections} connections (loopback)`,
      `  throughput  ${result.requests.average.toFixed(1)} req/s (total ${result.requests.total})`,
      `  latency     p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
      `  answers     201 × ${created - 5} (+5 warm-up)${others.map(([code, stat]) => `, ${code} × ${stat.count}`).join('')}`,
      `  errors      ${result.errors} connection errors, ${result.timeouts} timeouts`,
      `  stored rows ${stored} ${stored === created ? '== 201 answers: OK' : `!= ${created} answers: MISMATCH`}`,
    ].join('\n'),
  );
  return stored === created;
}

const targets = [await pgliteTarget()];
if (process.env.DATABASE_URL) targets.push(await postgresTarget(process.env.DATABASE_URL));
else console.log('(set DATABASE_URL=postgresql://… to also measure PostgreSQL)');
let ok = true;
for (const target of targets) ok = (await run(target)) && ok;
process.exit(ok ? 0 : 1);
