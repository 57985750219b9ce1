import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { securityHeaders } from '../src/config/security-headers';
import { freePort, type NextInstance, startNextInstance } from './support/next-instance';

// What the Node server (scripts/server.ts) answers to requests a browser never sends: raw request
// targets, oversized headers, pages asked to change something, and /todos fed a huge body or too
// often. Each answer is a 4xx with the security headers, never a 500 or a redirect elsewhere.
test.describe.configure({ mode: 'serial' });

const dataDir = mkdtempSync(path.join(tmpdir(), 'server-hardening-'));
let instance: NextInstance;
let port: number;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  port = await freePort();
  instance = await startNextInstance(port, {
    HOSTNAME: '127.0.0.1',
    DATA_DIR: dataDir,
    RATE_LIMIT_SUBMIT: '3/600',
  });
});

test.afterAll(async () => {
  await instance?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

type Raw = { status: number; headers: Map<string, string> };

/** Sends bytes as they are (no client normalises the target) and reads the status and headers. */
function raw(request: string, keepOpen = false): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString('latin1');
      const end = text.indexOf('\r\n\r\n');
      if (end === -1) return;
      const [statusLine = '', ...lines] = text.slice(0, end).split('\r\n');
      const headers = new Map(
        lines.map((line) => {
          const colon = line.indexOf(':');
          return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
        }),
      );
      socket.destroy();
      resolve({ status: Number(statusLine.split(' ')[1]), headers });
    });
    socket.on('error', reject);
    socket.write(request);
    if (!keepOpen) socket.end();
  });
}

function expectSecurityHeaders(headers: Map<string, string> | Headers) {
  const get = (name: string) =>
    headers instanceof Headers ? headers.get(name) : (headers.get(name.toLowerCase()) ?? null);
  for (const { key, value } of securityHeaders) expect(get(key), key).toBe(value);
  expect(get('content-security-policy')).toContain("default-src 'self'");
}

test('a malformed percent-encoding in the path is a logged 400 with the security headers', async () => {
  for (const target of ['/%', '/en-US/%zz', '/api/v2/%']) {
    const answer = await raw(
      `GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
    );
    expect(answer.status, target).toBe(400);
    expectSecurityHeaders(answer.headers);
  }
  // The logger writes asynchronously: the line may follow the answer by a moment.
  await expect.poll(() => instance.output()).toContain('"reason":"malformed_percent_encoding"');
});

test('an absolute-form request target is a 400, not a redirect to the host it names', async () => {
  const answer = await raw(
    'GET http://evil.example/en-US HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
  );
  expect(answer.status).toBe(400);
  expect(answer.headers.get('location')).toBeUndefined();
  expectSecurityHeaders(answer.headers);
  // The logger writes asynchronously: the line may follow the answer by a moment.
  await expect.poll(() => instance.output()).toContain('"reason":"not_origin_form"');
});

test('headers over the limit answer 431 with the security headers', async () => {
  const answer = await raw(
    `GET / HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\nConnection: close\r\n\r\n`,
  );
  expect(answer.status).toBe(431);
  expectSecurityHeaders(answer.headers);
});

test('pages answer 405 with Allow: GET, HEAD to anything else, in both locales', async () => {
  for (const target of ['/', '/en-US', '/about-us', '/en-US/about-us'])
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE']) {
      const answer = await raw(
        `${method} ${target} HTTP/1.1\r\nHost: localhost\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
      );
      expect(answer.status, `${method} ${target}`).toBe(405);
      expect(answer.headers.get('allow'), `${method} ${target}`).toBe('GET, HEAD');
      expectSecurityHeaders(answer.headers);
    }
  const page = await fetch(`${instance.url}/en-US`, { method: 'HEAD' });
  expect(page.status).toBe(200);
});

test('redirects and the 404s under /api, /_next and /v1 carry the security headers and a CSP', async () => {
  const redirect = await fetch(`${instance.url}/en-US/about-us/`, { redirect: 'manual' });
  expect(redirect.status).toBe(308);
  expectSecurityHeaders(redirect.headers);
  for (const target of ['/api/nothing-here', '/_next/nothing-here', '/v1/nothing-here']) {
    const missing = await fetch(`${instance.url}${target}`);
    expect(missing.status, target).toBe(404);
    expectSecurityHeaders(missing.headers);
  }
});

test('/todos refuses a body past 32 KB while it streams, without waiting for the end', async () => {
  // The body never ends: a server that reads it all before checking never answers.
  const answer = await raw(
    `POST /todos HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n` +
      `${(40 * 1024).toString(16)}\r\n{"title":"${'a'.repeat(40 * 1024 - 11)}\r\n`,
    true,
  );
  expect(answer.status).toBe(413);
});

test('/todos is rate-limited per client like the forms', async () => {
  const post = () =>
    fetch(`${instance.url}/todos`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'tester echo' }),
    });
  // The previous test used one of the three requests of this window.
  const statuses: number[] = [];
  let last: Response | undefined;
  for (let i = 0; i < 3; i += 1) {
    last = await post();
    statuses.push(last.status);
  }
  expect(statuses).toEqual([201, 201, 429]);
  expect(Number(last?.headers.get('retry-after'))).toBeGreaterThan(0);
});
