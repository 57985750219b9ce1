// Load benchmark of the SME application endpoint: `npm run bench:api -- [--rate 50,150,300] [--duration 10]`.
// Starts the production server (serve/server.ts on the build; `npm run build` first when it is
// stale) on loopback against a fresh PGlite folder and, when
// DATABASE_URL names a PostgreSQL server, against a fresh database there too; sends requests at an
// even pace (paced-load.ts; each a new visitor address and Idempotency-Key); prints requests/s,
// p50/p95/p99 (of all answers, and of the requests taken: past its capacity the server answers 503
// `overloaded` at once, serve/admission.ts), errors and the server process's CPU time per request, at
// each rate in turn; then stops the server and checks that the stored rows equal the 201 answers.
// `--only pglite` or `--only postgresql` measures one of the two. `--profile DIR` runs the server
// with `--cpu-prof` into DIR and prints where its CPU time went (cpu-profile.ts).
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { signFormToken } from '../../src/server/api/form-token.ts';
import { type BenchTarget, pgliteTarget, postgresTarget } from './api-load-targets.ts';
import { startServer } from './api-load-server.ts';
import { monotonicMicros, newestProfile, printProfile } from './cpu-profile.ts';
import { pacedLoad } from './paced-load.ts';

const { values } = parseArgs({
  options: {
    rate: { type: 'string', default: '50,150,300' },
    duration: { type: 'string', default: '10' },
    only: { type: 'string' },
    profile: { type: 'string' },
  },
});
const rates = values.rate.split(',').map(Number);
const duration = Number(values.duration);
const origin = 'http://localhost:3000';
const WARM_UP = 5;

/** The server's FORM_TOKEN_SECRET: the bench signs its form token as a page would. */
const formTokenSecret = 'bench-form-token-secret-0123';

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
  // As a page would have issued it 20 s ago (the server checks it with FORM_TOKEN_SECRET below).
  form_token: signFormToken('kcash_sme_loan_application', formTokenSecret, Date.now() - 20_000),
  fill_ms: 20000,
};

let visitor = 0;
const visitorAddress = () => {
  visitor++;
  return `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`;
};

const submit = (port: number) => () =>
  fetch(`http://127.0.0.1:${port}/api/v2/kcash_sme_loan_application`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin,
      'idempotency-key': randomUUID(),
      // A trusted proxy hop (TRUSTED_PROXY_HOPS=1) says each request is a new visitor, as on the real site.
      'x-forwarded-for': visitorAddress(),
    },
    body: JSON.stringify(application),
  });

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

async function run(target: BenchTarget): Promise<boolean> {
  const profiling: Record<string, string> = values.profile
    ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${path.resolve(values.profile)}` }
    : {};
  const server = await startServer(origin, {
    ...target.env,
    ...profiling,
    FORM_TOKEN_SECRET: formTokenSecret,
  });
  const send = submit(server.port);
  // Warm-up: the first requests compile routes and fill caches.
  for (let i = 0; i < WARM_UP; i++) await (await send()).arrayBuffer();
  let created = WARM_UP;
  let failed = 0;
  const loadFrom = monotonicMicros();
  for (const rate of rates) {
    const [cpuBefore, systemBefore] = [server.cpuMs(), server.systemMs()];
    const result = await pacedLoad(rate, rate * duration, send);
    const { latencies, taken, statuses, errors, seconds } = result;
    const stored = Math.max(1, statuses.get(201) ?? 0);
    const cpuPerStored = (server.cpuMs() - cpuBefore) / stored;
    const systemPerStored = (server.systemMs() - systemBefore) / stored;
    created += statuses.get(201) ?? 0;
    failed += errors;
    const answers = [...statuses].map(([code, count]) => `${code} × ${count}`).join(', ');
    const ms = (list: number[], p: number) => `p${p} ${percentile(list, p).toFixed(1)} ms`;
    console.log(
      [
        `${target.name}: ${rate} req/s offered, evenly paced, for ${duration}s (loopback)`,
        `  answered    ${(latencies.length / seconds).toFixed(1)} req/s (${answers})`,
        `  all         ${ms(latencies, 50)}, ${ms(latencies, 99)}, max ${(latencies.at(-1) ?? NaN).toFixed(1)} ms`,
        `  taken       ${ms(taken, 50)}, ${ms(taken, 99)} (every answer but 503)`,
        `  errors      ${errors} connection errors`,
        `  server CPU  ${cpuPerStored.toFixed(1)} ms per stored submission (the server process, user + system; system ${systemPerStored.toFixed(1)})`,
      ].join('\n'),
    );
  }
  await server.stop();
  if (values.profile) printProfile(newestProfile(values.profile), created - WARM_UP, loadFrom);
  const stored = await target.stored();
  await target.cleanup();
  const same = stored === created;
  console.log(
    `${target.name}: stored rows ${stored} ${same ? '== 201 answers: OK' : `!= ${created} answers: MISMATCH`}`,
  );
  return same && failed === 0;
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
