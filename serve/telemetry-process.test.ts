import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { type AddressInfo, createServer as createTcpServer } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { application, body, useServerProcesses } from './testing/process-tests';
import { parseMetrics, sampleValue, stringsIn } from './testing/prometheus-text';

// A real server process on the build with METRICS_PORT: traffic in, the Prometheus endpoint read.
const processes = useServerProcesses();
const receivers: Server[] = [];
afterAll(() => receivers.forEach((receiver) => receiver.close()));

/** A local HTTP receiver (the leads webhook, an OTLP collector) that records what it is sent. */
async function receiver() {
  const received: { url: string; headers: IncomingHttpHeaders; body: string }[] = [];
  const server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      received.push({ url: req.url ?? '', headers: req.headers, body: text });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  receivers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, received };
}

async function freePort(): Promise<number> {
  const server = createTcpServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function until<T>(read: () => T | undefined, ms = 20_000): Promise<T> {
  for (const end = Date.now() + ms; Date.now() < end;) {
    const value = read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('timed out');
}

const faqRoute = { method: 'GET', route: '/[...locale]/faq', status: '200' };
const apiRoute = { method: 'POST', route: '/api/v2/kcash_sme_loan_application' };
const kind = { kind: 'kcash_sme_loan_application' };
// The free-text fields of the form: what a visitor writes (the enumerated ones are the site's words).
const personal = [
  'name',
  'first_name',
  'last_name',
  'mobile',
  'email',
  'job_title',
  'company_name',
];
const personalMore = ['company_address', 'company_tel', 'pos_model', 'br', 'ci'];
const pick = (form: Record<string, unknown>, keys: string[]) =>
  [...keys, ...personalMore].map((key) => form[key]);

describe('metrics and traces of a server process', () => {
  it('counts the traffic sent, carries no submitted value, traces the lead webhook', async () => {
    const [webhook, collector, metricsPort] = [
      await receiver(),
      await receiver(),
      await freePort(),
    ];
    const secret = 'publish-secret-for-the-test';
    const server = await processes.pgliteServer(await processes.freshFolder(), {
      METRICS_PORT: String(metricsPort),
      METRICS_HOST: '127.0.0.1',
      LEADS_WEBHOOK_URL: webhook.url,
      LEADS_WEBHOOK_SECRET: 'lead-webhook-secret-for-the-test',
      CONTENT_WEBHOOK_SECRET: secret,
      OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
    });
    const base = `http://127.0.0.1:${server.port}`;
    const scrape = async () =>
      parseMetrics(await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text());
    const before = await scrape();
    const delta = (name: string, labels: Record<string, string>, after: typeof before) =>
      sampleValue(after, name, labels) - sampleValue(before, name, labels);

    // Traffic: 5 pages (one route, both locales), 2 stored forms, 1 refused, 2 publish calls, 1 probe.
    for (const page of ['/faq', '/faq', '/faq', '/en-US/faq', '/en-US/faq'])
      expect((await fetch(`${base}${page}`)).status).toBe(200);
    const sent = [body(), body()];
    for (const form of sent) expect((await server.post(application, form)).status).toBe(201);
    const refusedForm = { ...body(), mobile: 'not a phone' };
    const refused = await server.post(application, refusedForm);
    expect(refused.status).toBe(422);
    const publish = (headers: Record<string, string>) =>
      fetch(`${base}/api/revalidate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({
          sys: {
            type: 'Entry',
            id: 'x',
            contentType: { sys: { type: 'Link', linkType: 'ContentType', id: 'konewTermsPage' } },
          },
        }),
      });
    expect((await publish({ 'x-webhook-secret': secret })).status).toBe(200);
    expect((await publish({})).status).toBe(401);
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
    await until(() => (webhook.received.length >= 2 ? true : undefined));

    const after = await scrape();
    const counts = {
      faq: delta('konew_http_server_request_duration_seconds_count', faqRoute, after),
      stored201: delta(
        'konew_http_server_request_duration_seconds_count',
        { ...apiRoute, status: '201' },
        after,
      ),
      refused422: delta(
        'konew_http_server_request_duration_seconds_count',
        { ...apiRoute, status: '422' },
        after,
      ),
      stored: delta('konew_submissions_stored_total', kind, after),
      refused: delta(
        'konew_submissions_refused_total',
        { ...kind, reason: refused.body.error.code },
        after,
      ),
      cacheHits: delta('konew_route_cache_requests_total', { result: 'hit' }, after),
      cacheMisses: delta('konew_route_cache_requests_total', { result: 'miss' }, after),
      publishOk: delta('konew_publish_webhook_calls_total', { status: '200' }, after),
      publishRefused: delta('konew_publish_webhook_calls_total', { status: '401' }, after),
      delivered: delta('konew_lead_deliveries_total', { outcome: 'ok' }, after),
      ready: delta('konew_readiness_checks_total', { result: 'ready' }, after),
      outboxWaiting: sampleValue(after, 'konew_outbox_depth', { state: 'waiting' }),
    };
    console.log('metrics against the traffic sent', counts);
    expect(counts).toEqual({
      faq: 5,
      stored201: 2,
      refused422: 1,
      stored: 2,
      refused: 1,
      cacheHits: 3,
      cacheMisses: 2,
      publishOk: 1,
      publishRefused: 1,
      delivered: 2,
      ready: 1,
      outboxWaiting: 0,
    });
    expect(
      delta('konew_db_client_operation_duration_seconds_count', { db_system: 'pglite' }, after),
    ).toBeGreaterThan(0);
    expect(sampleValue(after, 'konew_outbox_oldest_undelivered_age_seconds', {})).toBe(0);

    // No label carries a submitted value (only route patterns, names and codes).
    const labelValues = new Set(after.flatMap((sample) => Object.values(sample.labels)));
    const submitted = [...sent, refusedForm].flatMap((form) => stringsIn(pick(form, personal)));
    expect(submitted.length).toBeGreaterThan(20);
    for (const value of submitted)
      expect([...labelValues].filter((label) => label.includes(value))).toEqual([]);

    // Each delivery carries its span's trace context; the spans reach the OTLP collector.
    const traceIds = webhook.received.map((request) => {
      const parent = String(request.headers.traceparent);
      expect(parent).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
      return parent.split('-')[1] ?? '';
    });
    const exported = await until(() => {
      const text = collector.received.map((request) => request.body).join('\n');
      return traceIds.every((id) => text.includes(id)) ? text : undefined;
    });
    expect(collector.received.every((request) => request.url === '/v1/traces')).toBe(true);
    expect(exported).toContain('lead webhook delivery');
    expect(exported).toContain('POST /api/v2/kcash_sme_loan_application');

    // A second process asking for the same metrics port refuses to start, and says why.
    const second = await processes
      .start({ DATA_DIR: await processes.freshFolder(), METRICS_PORT: String(metricsPort) })
      .catch((error: { code: number; output: string }) => error);
    expect(second).toMatchObject({ code: 1 });
    expect((second as { output: string }).output).toContain('metrics port not available');
  });
});
