import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort, type NextInstance, startNextInstance } from './support/next-instance';

// SIGTERM in the middle of traffic (scripts/server.ts owns it): requests that arrive while the server
// drains are answered 503 with Retry-After and Connection: close instead of being reset, the running
// ones finish, and every enquiry acknowledged with 201 is stored.
test.describe.configure({ mode: 'serial' });

const dataDir = mkdtempSync(path.join(tmpdir(), 'shutdown-data-'));
const env = {
  HOSTNAME: '127.0.0.1',
  DATA_DIR: dataDir,
  FORM_MIN_FILL_MS: '0',
  RATE_LIMIT_SUBMIT: '1000/600',
};
const instances: NextInstance[] = [];

test.afterAll(async () => {
  await Promise.all(instances.map((instance) => instance.stop()));
  rmSync(dataDir, { recursive: true, force: true });
});

type Outcome = { status: number; retryAfter?: string; reference?: string } | { error: string };

const body = (n: number) =>
  JSON.stringify({
    name: 'Chan Tai Man',
    mobile: '91234567',
    email: `burst.${n}@example.com`,
    company_name: 'Example Trading Limited',
    loan_amount: 300_000,
    agree_tnc: true,
    locale: 'en-US',
    fill_ms: 5000,
  });
const key = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function enquiry(port: number, n: number, agent?: Agent): Promise<Outcome> {
  return new Promise((resolve) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port,
        agent,
        method: 'POST',
        path: '/api/v2/kcash_sme_loan_enquiry',
        headers: { 'content-type': 'application/json', 'idempotency-key': key(n) },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => {
          const parsed =
            response.statusCode === 201 ? (JSON.parse(text) as { reference?: string }) : {};
          resolve({
            status: response.statusCode ?? 0,
            retryAfter: response.headers['retry-after'],
            reference: parsed.reference,
          });
        });
      },
    );
    outgoing.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ error: error.code ?? error.message }),
    );
    outgoing.end(body(n));
  });
}

test('SIGTERM during a burst of 200 keep-alive requests answers every one and loses no 201', async () => {
  test.setTimeout(240_000);
  const port = await freePort();
  const server = await startNextInstance(port, env);
  instances.push(server);
  const agent = new Agent({ keepAlive: true, maxSockets: 16 });
  let answered = 0;
  const exits: Array<Promise<number | null>> = [];
  const outcomes = await Promise.all(
    Array.from({ length: 200 }, (_, n) =>
      enquiry(port, n, agent).then((outcome) => {
        answered += 1;
        if (answered === 40) exits.push(server.signal('SIGTERM'));
        return outcome;
      }),
    ),
  );
  agent.destroy();
  expect(exits, 'SIGTERM was sent mid-burst').toHaveLength(1);
  expect(await exits[0], 'exit code after a clean shutdown').toBe(0);
  expect(server.output()).toContain('shut down cleanly');

  const unanswered = outcomes.filter((outcome) => 'error' in outcome);
  expect(unanswered, 'requests that got no answer').toEqual([]);
  const answers = outcomes as Array<Extract<Outcome, { status: number }>>;
  for (const answer of answers) {
    if (answer.status === 503) expect(answer.retryAfter).toBeTruthy();
    else expect(answer.status).toBe(201);
  }
  expect(
    answers.filter((answer) => answer.status === 503).length,
    'refused while draining',
  ).toBeGreaterThan(0);

  // Every acknowledged enquiry was stored: its key replays the same reference after a restart.
  const again = await startNextInstance(await freePort(), env);
  instances.push(again);
  const againPort = Number(new URL(again.url).port);
  for (const [n, answer] of answers.entries()) {
    if (answer.status !== 201) continue;
    const replay = await enquiry(againPort, n);
    expect(replay, `enquiry ${n} after the restart`).toMatchObject({
      status: 201,
      reference: answer.reference,
    });
  }
});
