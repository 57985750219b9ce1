import { randomUUID } from 'node:crypto';
import { createServer, get } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { application, body, countIn, useServerProcesses } from './testing/process-tests';

// Real processes of the production server on the build, on PGlite (testing/process-tests.ts).
const processes = useServerProcesses();

describe('server process on PGlite', () => {
  it('refuses a second server process on the same data folder with a clear message', async () => {
    const folder = await processes.freshFolder();
    const first = await processes.pgliteServer(folder);
    const second = await processes
      .start({ DATA_DIR: folder })
      .catch((error: { code: number; output: string }) => error);
    expect(second).toMatchObject({ code: 1 });
    expect((second as { output: string }).output).toContain(
      `The database folder ${folder} is in use by process ${first.child.pid}`,
    );
    expect((await first.post(application, body())).status).toBe(201);
  });

  it('loses nothing acknowledged when killed with SIGKILL, and the folder reopens', async () => {
    const folder = await processes.freshFolder();
    const first = await processes.pgliteServer(folder);
    const keys = Array.from({ length: 5 }, () => randomUUID());
    const answers = await Promise.all(
      keys.map((key) => first.post(application, body(), { 'idempotency-key': key })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201]);
    first.child.kill('SIGKILL');
    expect(await first.exited).toMatchObject({ signal: 'SIGKILL' });

    const second = await processes.pgliteServer(folder);
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
    const folder = await processes.freshFolder();
    const server = await processes.pgliteServer(folder, { RATE_LIMIT_SUBMIT: '3/600' });
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
    const folder = await processes.freshFolder();
    const server = await processes.pgliteServer(folder, {
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

  it('answers /healthz and /readyz unlogged and unredirected, and /readyz says draining on SIGTERM', async () => {
    const server = await processes.pgliteServer(await processes.freshFolder());
    const origin = `http://127.0.0.1:${server.port}`;
    const english = { 'accept-language': 'en', cookie: 'i18n_redirected=en-US' };
    const live = await fetch(`${origin}/healthz`, { headers: english, redirect: 'manual' });
    expect([live.status, await live.json()]).toEqual([200, { status: 'ok' }]);
    const ready = await fetch(`${origin}/readyz`, { headers: english, redirect: 'manual' });
    expect([ready.status, await ready.json()]).toEqual([200, { status: 'ready' }]);
    expect(ready.headers.get('cache-control')).toBe('no-store');
    // A request still being sent keeps the drain (and the listener) open; so does the signal itself
    // for half a second, even on a machine too busy to have parsed that request's headers yet.
    const slow = connect(server.port, '127.0.0.1');
    await new Promise((resolve) => slow.once('connect', resolve));
    slow.write(
      `POST ${application} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{`,
    );
    server.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 100));
    // On a connection of its own: the drain closes the idle kept-alive ones fetch would reuse.
    const draining = await new Promise<{ status?: number; body: string }>((resolve, reject) =>
      get(`${origin}/readyz`, { agent: false }, (answer) => {
        let text = '';
        answer.on('data', (chunk: Buffer) => (text += chunk.toString()));
        answer.on('end', () => resolve({ status: answer.statusCode, body: text }));
      }).on('error', reject),
    );
    expect([draining.status, JSON.parse(draining.body)]).toEqual([
      503,
      { status: 'unready', reasons: ['draining'] },
    ]);
    slow.destroy();
    expect(await server.exited).toMatchObject({ code: 0 });
    expect(server.output()).not.toMatch(/healthz|readyz/);
  });
});
