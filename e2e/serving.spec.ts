import { readFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { inlineScripts } from '../scripts/csp.ts';
import { routeOf } from '../scripts/page-csp.ts';
import { hydrated } from './support/hydrated';

// How the Node server (scripts/server.ts) serves pages: as Next renders them, streamed, compressed by
// Next, with a CSP that allows exactly the inline scripts the page carries (their hashes for
// prerendered pages, a fresh nonce for pages rendered per request).
const distDir = process.env.NEXT_DIST_DIR || '.next';
const prerendered = Object.keys(
  (
    JSON.parse(readFileSync(`${distDir}/prerender-manifest.json`, 'utf8')) as {
      routes: Record<string, unknown>;
    }
  ).routes,
).filter((route) => /^\/(zh-HK|en-US)(\/|$)/.test(route) && !route.includes('['));

/** The public path of a prerendered route: Chinese pages are unprefixed. */
const publicPath = (route: string) => route.replace(/^\/zh-HK(?=\/|$)/, '') || '/';

test('every prerendered page is sent with a CSP allowing each of its inline scripts', async ({
  request,
}) => {
  expect(prerendered.length).toBeGreaterThan(20);
  for (const route of prerendered) {
    const path = publicPath(route);
    expect(routeOf(path)).toBe(route);
    const response = await request.get(path, { headers: { 'Accept-Language': 'zh-HK' } });
    if (response.status() !== 200) continue;
    const policy = response.headers()['content-security-policy'] ?? '';
    const scriptSrc = policy.split(';').find((part) => part.trim().startsWith('script-src'));
    const scripts = inlineScripts(await response.text());
    expect(scripts.length, `${path} has inline scripts`).toBeGreaterThan(0);
    // As a browser decides: by the script's hash, or by its nonce (a page Next rendered for this very
    // request, e.g. when another server sharing the build folder stored a version this one never saw).
    for (const { hash, nonce } of scripts) {
      const allowed =
        scriptSrc?.includes(hash) ||
        (nonce !== undefined && scriptSrc?.includes(`'nonce-${nonce}'`));
      expect(allowed, `${path} allows ${hash}`).toBe(true);
    }
  }
});

for (const path of ['/', '/about-us', '/blog', '/en-US', '/en-US/faq', '/en-US/sme-loan/apply']) {
  test(`${path}: Next's scripts run under the CSP with no violation and the page hydrates`, async ({
    page,
  }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) =>
        console.error(`Content Security Policy violation: ${event.violatedDirective}`),
      );
    });
    await page.goto(path);
    await hydrated(page);
    const chunks = page.locator('script[src^="/_next/static/chunks/"]');
    expect(await chunks.count(), 'Next loads its own chunks').toBeGreaterThan(3);
    expect(violations).toEqual([]);
  });
}

for (const path of ['/tester', '/en-US/tester']) {
  test(`${path}: a page rendered per request streams, and is gzipped when asked`, async ({
    request,
  }) => {
    const plain = await request.get(path, { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.status()).toBe(200);
    expect(plain.headers()['content-length']).toBeUndefined();
    expect(plain.headers()['transfer-encoding']).toBe('chunked');
    expect(plain.headers()['content-security-policy']).toMatch(/'nonce-[A-Za-z0-9+/=]+'/);

    // Raw bytes (fetch would decompress them itself).
    const url = new URL(path, test.info().project.use.baseURL);
    const { headers, body: raw } = await new Promise<{
      headers: IncomingHttpHeaders;
      body: Buffer;
    }>((resolve, reject) =>
      get(url, { headers: { 'Accept-Encoding': 'gzip' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      }).on('error', reject),
    );
    expect(headers['content-encoding']).toBe('gzip');
    expect(headers['content-length']).toBeUndefined();
    const body = gunzipSync(raw).toString('utf8');
    expect(body).toContain('</html>');
  });
}
