import { expect, test } from '@playwright/test';
import { rawRequest } from './support/raw-http';
import { freePort, type Instance, startInstance } from './support/server-instance';

// Issue 33 items 4 and 5, on the Astro server: odd request paths are refused before any rendering,
// and none of them changes what anyone else is served. Two instances on the same build and content,
// each with its own database: one is sent the odd paths first, the other is fresh. The home pages
// they serve afterwards (the first one's from its route cache) must be the same, byte for byte.
const origin = 'https://www.example.com';
const oddTargets = [
  '/%00',
  '/%0d%0a',
  '/%0d%0aSet-Cookie:x=1',
  '//',
  '/index%00',
  '/%2e%2e/',
  '/%c0%ae%c0%ae/',
  '/en-US/%00',
  '/en-US//',
  '/?x=%00',
  '/en-US?x=%0d%0a',
];
let probed: Instance | undefined;
let fresh: Instance | undefined;

test.beforeAll(async () => {
  // Two fresh embedded databases to create (their migrations) before either says it is ready.
  test.setTimeout(180_000);
  const env = (name: string) => ({
    SITE_ORIGIN: origin,
    DATA_DIR: `data/e2e-odd-paths-${name}-${process.pid}-${Date.now()}`,
  });
  probed = await startInstance(await freePort(), env('probed'));
  fresh = await startInstance(await freePort(), env('fresh'));
});
test.afterAll(async () => {
  await Promise.all([probed?.stop(), fresh?.stop()]);
});

const home = async (instance: Instance, path: string, language: string) => {
  const answer = await fetch(`${instance.url}${path}`, {
    headers: { 'Accept-Language': language },
    redirect: 'manual',
  });
  return { status: answer.status, body: await answer.text() };
};

test('odd paths are refused, and the home pages served after them are those of a fresh server', async () => {
  const port = Number(new URL(probed!.url).port);
  for (const path of ['/', '/en-US']) await home(probed!, path, path === '/' ? 'zh-HK' : 'en');
  for (const target of oddTargets) {
    const answer = await rawRequest(
      port,
      `GET ${target} HTTP/1.1\r\nHost: localhost\r\nAccept-Language: zh-HK\r\nConnection: close\r\n\r\n`,
    );
    // An odd path is refused; an odd query on a good path is that page (it names no path).
    // (`/en-US//` is sent on to its page, within the site.)
    expect(target.includes('?') ? [200, 400] : [307, 308, 400, 404], target).toContain(
      answer.status,
    );
    expect(answer.headers.get('location') ?? '/', target).toMatch(/^\/(?!\/)/);
    expect(
      answer.headers.get('x-frame-options') ?? answer.headers.get('content-security-policy'),
      target,
    ).toBeTruthy();
  }
  for (const [path, language] of [
    ['/', 'zh-HK'],
    ['/en-US', 'en'],
  ] as const) {
    const after = await home(probed!, path, language);
    const clean = await home(fresh!, path, language);
    expect(after.status, path).toBe(200);
    expect(after.body, path).toBe(clean.body);
    expect(after.body, path).not.toMatch(/%00|%0d|%2e|\/\/"|index%/i);
  }
});
