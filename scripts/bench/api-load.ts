// Load benchmark of the SME application endpoint: `npm run bench:api -- [--rate 100] [--duration 10] [--connections 10]`.
// Starts the API server (scripts/api-server.ts) on loopback against a fresh PGlite folder and, when
// DATABASE_URL names a PostgreSQL server, against a fresh database there too; drives it with autocannon
// at a fixed rate (each request a new visitor address and Idempotency-Key); prints requests/s,
// p50/p95/p99, errors and the API process's CPU time per request; then stops the server and checks
// that the stored rows equal the 201 answers.
// `--only pglite` or `--only postgresql` measures one of the two.
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import autocannon, { type Result } from 'autocannon';
import { type BenchTarget, pgliteTarget, postgresTarget } from './api-load-targets.ts';
import { startServer } from './api-load-server.ts';

const { values } = parseArgs({
  options: {
    rate: { type: 'string', default: '100' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    only: { type: 'string' },
  },
});
const rate = Number(values.rate);
const duration = Number(values.duration);
const connections = Number(values.connections);
const origin = 'http://localhost:3000';
const WARM_UP = 5;

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

let visitor = 0;
const visitorAddress = () => {
  visitor++;
  return `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`;
};

/** The run's result and every answer's latency (autocannon's summary has no p95). */
function drive(port: number): Promise<{ result: Result; latencies: number[] }> {
  const latencies: number[] = [];
  return new Promise((resolve, reject) => {
    const tracker = autocannon(
      {
        url: `http://127.0.0.1:${port}`,
        connections,
        // A fixed count (rate × duration) rather than a time limit, so no request is cut off unanswered at the end.
        amount: rate * duration,
        overallRate: rate,
        requests: [
          {
            method: 'POST',
            path: '/api/v2/kcash_sme_loan_application',
            setupRequest: (request) => ({
              ...request,
              headers: {
                'content-type': 'application/json',
                origin,
                'idempotency-key': randomUUID(),
                // A trusted proxy hop (TRUSTED_PROXY_HOPS=1) says each request is a new visitor, as on the real site.
                'x-forwarded-for': visitorAddress(),
              },
              body: JSON.stringify(application),
            }),
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve({ result, latencies })),
    );
    tracker.on('response', (_client: unknown, _status: number, _bytes: number, ms: number) =>
      latencies.push(ms),
    );
  });
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

async function run(target: BenchTarget): Promise<boolean> {
  const server = await startServer(origin, target.env);
  // Warm-up: the first requests compile routes and fill caches.
  for (let i = 0; i < WARM_UP; i++) {
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
  const cpuBefore = server.cpuMs();
  const { result, latencies } = await drive(server.port);
  const cpuPerRequest = (server.cpuMs() - cpuBefore) / result.requests.total;
  await server.stop();
  const created = (result.statusCodeStats?.['201']?.count ?? 0) + WARM_UP;
  const stored = await target.stored();
  await target.cleanup();
  const others = Object.entries(result.statusCodeStats ?? {}).filter(([code]) => code !== '201');
  const sorted = latencies.sort((a, b) => a - b);
  const ms = (p: number) => `p${p} ${percentile(sorted, p).toFixed(1)} ms`;
  console.log(
    [
      `${target.name}: ${rate} req/s offered for ${duration}s on ${connections} connections (loopback)`,
      `  throughput  ${result.requests.average.toFixed(1)} req/s (total ${result.requests.total})`,
      `  latency     ${ms(50)}, ${ms(95)}, ${ms(99)}, max ${(sorted.at(-1) ?? NaN).toFixed(1)} ms`,
      `  answers     201 × ${created - WARM_UP} (+${WARM_UP} warm-up)${others.map(([code, stat]) => `, ${code} × ${stat.count}`).join('')}`,
      `  errors      ${result.errors} connection errors, ${result.timeouts} timeouts`,
      `  server CPU  ${cpuPerRequest.toFixed(1)} ms per request (the API process, user + system)`,
      `  stored rows ${stored} ${stored === created ? '== 201 answers: OK' : `!= ${created} answers: MISMATCH`}`,
    ].join('\n'),
  );
  return stored === created && result.errors === 0 && result.timeouts === 0;
}

const targets: BenchTarget[] = [];
if (values.only !== 'postgresql') targets.push(pgliteTarget());
if (process.env.DATABASE_URL && values.only !== 'pglite')
  targets.push(await postgresTarget(process.env.DATABASE_URL));
else if (!process.env.DATABASE_URL)
  console.log('(set DATABASE_URL=postgresql://… to also measure PostgreSQL)');
let ok = true;
for (const target of targets) ok = (await run(target)) && ok;
process.exit(ok ? 0 : 1);
