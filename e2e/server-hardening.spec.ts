import { expect, test } from '@playwright/test';
import { securityHeaders } from '../src/config/security-headers';
import { rawRequest } from './support/raw-http';

// serve/server.ts in front of Astro (issue 32 items 7, 8): what it refuses before Astro reads the
// request, and the security headers on every answer, its own and Astro's.
const port = () => Number(new URL(test.info().project.use.baseURL!).port);
const raw = (method: string, target: string, extra = '') =>
  rawRequest(
    port(),
    `${method} ${target} HTTP/1.1\r\nHost: localhost\r\n${extra}Content-Length: 0\r\nConnection: close\r\n\r\n`,
  );

function expectSecurityHeaders(get: (name: string) => string | undefined | null, what: string) {
  for (const { key, value } of securityHeaders)
    expect(get(key.toLowerCase()), `${what}: ${key}`).toBe(value);
  expect(get('content-security-policy'), what).toContain("default-src 'self'");
  expect(get('content-security-policy'), what).not.toContain('unsafe-eval');
}

test('malformed targets are a 400 with the security headers, never a redirect', async () => {
  const targets = [
    'http://evil.example/en-US',
    '//evil.example/x',
    '/%',
    '/en-US/%zz',
    '/api/v2/%',
    '/%00',
    '/faq%00',
    '/%0d%0aSet-Cookie:x=1',
    '/%1b',
    '/%C0%AF',
    '/%E0%80%80',
  ];
  for (const target of targets) {
    const answer = await raw('GET', target);
    expect(answer.status, target).toBe(400);
    expect(answer.headers.get('location'), target).toBeUndefined();
    expectSecurityHeaders((name) => answer.headers.get(name), target);
  }
  // The language of a target that does not parse is unknown: the answer says it in both.
  for (const target of ['/%00', '//faq', '/en-US/%zz']) {
    const answer = await fetch(`http://localhost:${port()}${target}`, { redirect: 'manual' });
    expect(answer.status, target).toBe(400);
    expect(answer.headers.get('content-type'), target).toBe('text/plain; charset=utf-8');
    expect(answer.headers.get('cache-control'), target).toBe('no-store');
    expect(await answer.text(), target).toBe('400 請求無效 Bad Request');
  }
});

test('pages and files take GET and HEAD only; unknown methods are 405 everywhere', async () => {
  for (const target of ['/faq', '/en-US/faq', '/', '/no-such-page', '/favicon.ico'])
    for (const method of [
      'POST',
      'PUT',
      'PATCH',
      'DELETE',
      'OPTIONS',
      'TRACE',
      'TRACK',
      'PROPFIND',
    ]) {
      const answer = await raw(method, target);
      expect(answer.status, `${method} ${target}`).toBe(405);
      expect(answer.headers.get('allow'), `${method} ${target}`).toBe('GET, HEAD');
      expectSecurityHeaders((name) => answer.headers.get(name), `${method} ${target}`);
    }
  for (const method of ['TRACE', 'TRACK', 'PROPFIND']) {
    const answer = await raw(method, '/api/v2/nothing');
    expect(answer.status, method).toBe(405);
    expect(answer.headers.get('allow')).toBe('GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
  }
  expect((await raw('HEAD', '/en-US/faq')).status).toBe(200);
});

test('CONNECT gets an answer, not a hang or a reset', async () => {
  const answer = await rawRequest(
    port(),
    'CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443\r\n\r\n',
  );
  expect(answer.status).toBe(405);
  expectSecurityHeaders((name) => answer.headers.get(name), 'CONNECT');
});

test('headers over the limit answer 431 with the security headers', async () => {
  const answer = await raw('GET', '/faq', `X-Big: ${'a'.repeat(20_000)}\r\n`);
  expect(answer.status).toBe(431);
  expectSecurityHeaders((name) => answer.headers.get(name), '431');
});

test('every kind of answer carries the security headers', async ({ request }) => {
  const cases = [
    ['/faq', 200],
    ['/no-such-page', 404],
    ['/_astro/no-such-file.js', 404],
    ['/tc/legal.php', 301],
    ['/zh-HK/faq', 307],
    // Last: it remembers English for this Chinese client (a cookie the others would follow).
    ['/en-US/faq', 200],
  ] as const;
  for (const [path, status] of cases) {
    const response = await request.get(path, {
      maxRedirects: 0,
      headers: { 'accept-language': 'zh-HK' },
    });
    expect(response.status(), path).toBe(status);
    expectSecurityHeaders((name) => response.headers()[name], path);
  }
});
