// scripts/ci/kube.sh's checks, on the two replicas it started with podman kube play (konew-web-1
// and -2, on KUBE_PORTS) and the host's nginx in front (the production profile's rendered config):
// 1. a form posted to each replica (as nginx forwards it), replayed (same Idempotency-Key) on the
//    other and through nginx: one reference, one stored row;
// 2. a content publish (the webhook) on replica 1 shows on replica 2 (shared cache tags in PostgreSQL);
// 3. a rolling restart (replica 1 stopped with SIGTERM and replaced, ready, then replica 2) under a
//    steady 20 requests a second through nginx: pages and form posts, every one counted.
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { formToken } from '../../e2e/support/form-token';
import { startNginxFront } from '../../e2e/support/nginx-front';
import { publishing } from '../../e2e/support/publishing';
import { enquiry, steadyLoad } from '../../e2e/support/steady-load';

const env = process.env;
const front = `http://127.0.0.1:${env.KUBE_FRONT_PORT}`;
const metricsPorts = env.KUBE_METRICS_PORTS!.split(',');
const replicas = env.KUBE_PORTS!.split(',').map((port, index) => ({
  name: `konew-web-${index + 1}`,
  url: `http://127.0.0.1:${port}`,
  metrics: `http://127.0.0.1:${metricsPorts[index]}/metrics`,
}));
/** The 503s a replica answered since it started (its request metrics): overload or draining. */
const answered503 = async (metrics: string) =>
  (await (await fetch(metrics)).text())
    .split('\n')
    .filter((line) => /^http_server_request_duration_seconds_count\{.*"503"/.test(line))
    .reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0);
const podman = (...args: string[]) => execFileSync('podman', args, { stdio: 'ignore' });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const fail = (message: string): never => {
  throw new Error(message);
};
const database = new pg.Client({ connectionString: env.KUBE_DATABASE_URL });
await database.connect();
const nginx = await startNginxFront(
  Number(env.KUBE_FRONT_PORT),
  replicas.map(({ url }) => url.slice('http://'.length)),
);

async function post(base: string, key: string, form_token: string) {
  const response = await fetch(`${base}/${enquiry}`, {
    method: 'POST',
    headers: {
      origin: front,
      'content-type': 'application/json',
      'idempotency-key': key,
      // To a replica itself: as nginx sends it (the visitor's address; the key is the visitor's).
      ...(base === front ? {} : { 'x-forwarded-for': '127.0.0.1' }),
    },
    body: JSON.stringify({
      name: 'Chan Tai Man',
      mobile: '91234567',
      email: 'kube.ci@example.com',
      company_name: 'Example Trading Limited',
      loan_amount: 300_000,
      agree_tnc: true,
      locale: 'zh-HK',
      form_token,
      fill_ms: 5000,
    }),
  });
  const body = (await response.json()) as { reference?: string };
  if (response.status !== 201) fail(`${base}: the enquiry gave ${response.status}`);
  return body.reference;
}

async function readyAgain(url: string) {
  for (let i = 0; i < 300; i += 1) {
    if ((await fetch(`${url}/readyz`).catch(() => undefined))?.ok) return;
    await sleep(200);
  }
  fail(`${url} not ready again`);
}

try {
  // 1. Stored once, whichever replica it reaches.
  const form_token = await formToken(front, `/${enquiry}`, 0);
  for (const [index, replica] of replicas.entries()) {
    const key = randomUUID();
    const other = replicas[(index + 1) % replicas.length]!;
    const references = [
      await post(replica.url, key, form_token),
      await post(other.url, key, form_token),
      await post(front, key, form_token),
    ];
    const { rows } = await database.query('select 1 from submissions where reference = $1', [
      references[0],
    ]);
    if (new Set(references).size !== 1 || rows.length !== 1)
      fail(
        `a form posted to ${replica.name}: references ${references.join(', ')}, ${rows.length} rows`,
      );
    console.log(
      `kube: form posted to ${replica.name}, replayed on ${other.name} and through nginx: one reference (${references[0]}), 1 row`,
    );
  }

  // 2. A publish on one replica shows on the other.
  const page = '/tnc/new-cardholder-welcome-tnc';
  const title = '新客迎新優惠條款及細則';
  const titleOn = async (base: string) =>
    /<h1[^>]*>([^<]*)<\/h1>/.exec(await (await fetch(`${base}${page}`)).text())?.[1];
  if ((await titleOn(replicas[1]!.url)) !== title) fail(`${page} does not show its title`);
  const publication = publishing(env.KUBE_CONTENT!, env.KUBE_WEBHOOK_SECRET!);
  publication.edit([[title, `${title}（2027）`]]);
  const published = Date.now();
  const webhook = await publication.publish(replicas[0]!.url);
  if (webhook.status !== 200) fail(`the publish webhook gave ${webhook.status}`);
  let shown = false;
  for (let i = 0; i < 60 && !shown; i += 1) {
    shown = (await titleOn(replicas[1]!.url)) === `${title}（2027）`;
    if (!shown) await sleep(500);
  }
  if (!shown) fail('the publish on konew-web-1 does not show on konew-web-2');
  console.log(
    `kube: a publish on konew-web-1 shows on konew-web-2 in ${Date.now() - published} ms`,
  );
  publication.restore();
  await publication.publish(replicas[0]!.url);

  // 3. The rolling restart under load.
  const load = steadyLoad(front, form_token);
  await sleep(3_000);
  for (const [index, replica] of replicas.entries()) {
    const step = Date.now();
    const other = replicas[(index + 1) % replicas.length]!;
    const before = await answered503(other.metrics);
    // Kubernetes' way: SIGTERM, at most terminationGracePeriodSeconds (30), then a new pod.
    const file = `${env.KUBE_PODS}/${replica.name}.yaml`;
    podman('pod', 'stop', '-t', '30', `${replica.name}-pod-0`);
    podman('kube', 'play', '--replace', '--network', 'host', file);
    await readyAgain(replicas[index]!.url);
    const refused = (await answered503(other.metrics)) - before;
    console.log(
      `kube: ${replica.name} replaced and ready in ${Date.now() - step} ms (${other.name} answered ${refused} 503s meanwhile)`,
    );
    await sleep(3_000);
  }
  const { sent, created, failures } = await load.stop();
  const { rows } = await database.query(
    'select count(distinct reference)::int as stored from submissions where reference = any($1)',
    [created],
  );
  const stored = (rows[0] as { stored: number }).stored;
  console.log(
    `kube: rolling restart: ${sent} requests (${sent - Math.floor(sent / 4)} pages, ${Math.floor(sent / 4)} posts), ${failures.length} failed, ${created.length} posts answered 201, ${stored} stored`,
  );
  if (failures.length) {
    const byAnswer = Object.groupBy(failures, (failure) => failure.split(': ')[1]!);
    const counts = Object.entries(byAnswer).map(([answer, list]) => `${answer} × ${list!.length}`);
    fail(
      `failed requests by answer: ${counts.join(', ')}; first: ${failures.slice(0, 5).join('; ')}`,
    );
  }
  if (stored !== created.length || new Set(created).size !== created.length)
    fail(`${created.length} posts answered 201 but ${stored} stored`);
} catch (error) {
  console.error(`kube: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  nginx.stop();
  await database.end();
}
