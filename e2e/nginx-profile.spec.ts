import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { gunzipSync, gzipSync } from 'node:zlib';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { collectCspViolations } from './support/csp-violations';
import { formToken } from './support/form-token';
import { copy, fieldLabelled, uniqueMobile } from './support/form-copy';
import { hydrated, islandHydrated } from './support/hydrated';
import {
  cookieAnswerIsSafeToCache,
  cookieVisits,
  localeCookieSet,
} from './support/locale-cookie-cache';
import { freePort, type Instance, startInstance } from './support/server-instance';
import { nginxBinary, startNginxFront } from './support/nginx-front';
import { documentedInstanceEnvs } from './support/production-profile';
import { publishing } from './support/publishing';

// The production profile, as the README starts it: nginx applies the locale rules and legacy
// redirects and keeps what the instance serves in a short-lived cache (pages with the CSP the instance's
// server gave them); the instance is started with the README's environment (its own data folder, its
// own copy of the content store to publish into, and this front's origin instead of the README's
// placeholders).
test.skip(!nginxBinary, 'needs nginx (apt-get install nginx-light; .ci/run installs it)');
test.describe.configure({ mode: 'serial' });

let port = 0;
let front = '';
let instance: Instance | null = null;
const dataDir = mkdtempSync(path.join(tmpdir(), 'nginx-profile-data-'));
const contentDir = mkdtempSync(path.join(tmpdir(), 'nginx-profile-content-'));
const webhookSecret = 'nginx-profile-webhook-secret-0123';
let stop = () => {};
let accessLog = '';

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const root = path.resolve(import.meta.dirname, '..');
  port = await freePort();
  front = `http://127.0.0.1:${port}`;
  const documented = Object.fromEntries(
    Object.entries(documentedInstanceEnvs()[0] ?? {}).filter(
      ([key]) => key !== 'DATABASE_URL' && key !== 'PORT',
    ),
  );
  const instancePort = await freePort();
  cpSync(path.join(root, 'content'), contentDir, { recursive: true });
  instance = await startInstance(instancePort, {
    ...documented,
    SITE_ORIGIN: front,
    // The same front under a second name, as a site reachable by two host names configures it.
    EXTRA_SITE_ORIGINS: `http://localhost:${port}`,
    DATA_DIR: dataDir,
    CONTENT_DIR: contentDir,
    CONTENT_WEBHOOK_SECRET: webhookSecret,
  });
  const started = await startNginxFront(port, [
    `${documented.HOSTNAME || '127.0.0.1'}:${instancePort}`,
  ]);
  stop = started.stop;
  accessLog = started.accessLog;
});

test.afterAll(async ({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus)
    await testInfo.attach('instance output', { body: instance?.output() ?? '' });
  stop();
  await instance?.stop();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(contentDir, { recursive: true, force: true });
});

const get = (p: string, headers: Record<string, string> = {}) =>
  fetch(`${front}${p}`, { headers, redirect: 'manual' });

test('serves a page as the instance does, with its hashed CSP and the security headers', async () => {
  const response = await get('/about-us', { 'accept-language': 'zh-HK' });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-security-policy')).toContain("'sha256-");
  expect(response.headers.get('strict-transport-security')).toBe(
    'max-age=63072000; includeSubDomains',
  );
  expect(response.headers.get('x-powered-by')).toBeNull();
  expect(await response.text()).toContain('<html lang="zh-HK"');
});

/** One answer as it travels: the body as sent (compressed or not) and its headers. */
const rawGet = (p: string, headers: Record<string, string>, base = front) =>
  new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      request(`${base}${p}`, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ headers: response.headers, body: Buffer.concat(chunks) }),
        );
        response.on('error', reject);
      })
        .on('error', reject)
        .end();
    },
  );

/** The stylesheets and scripts a page's HTML names. */
const staticFiles = (html: string) =>
  [...html.matchAll(/(?:href|src)="(\/_astro\/[^"]+\.(?:css|js))"/g)].map((match) => match[1]!);

test('compresses pages, styles and scripts about as well as the instance does, and says it varies by encoding', async () => {
  const headers = { 'accept-language': 'zh-HK', 'accept-encoding': 'gzip' };
  const page = await rawGet('/', headers);
  const files = staticFiles(gunzipSync(page.body).toString());
  expect(files.some((file) => file.endsWith('.css'))).toBe(true);
  for (const [name, answer] of [
    ['/', page],
    ...(await Promise.all(files.map(async (file) => [file, await rawGet(file, headers)] as const))),
  ] as const) {
    expect(String(answer.headers.vary), name).toMatch(/accept-encoding/i);
    // Under 1 KiB nothing is worth compressing (the instance's threshold): sent as it is.
    if (answer.headers['content-encoding'] === undefined) {
      expect(answer.body.length, name).toBeLessThan(1024);
      continue;
    }
    expect(answer.headers['content-encoding'], name).toBe('gzip');
    // Within 2 % of the instance's own compression (level 6, zlib's default); nginx's default, level 1,
    // sends 14-18 % more of every page and script to a phone.
    const plain = gunzipSync(answer.body);
    expect(answer.body.length, name).toBeLessThanOrEqual(gzipSync(plain).length * 1.02);
  }
});

test('keeps what the instance compressed: a kept page and stylesheet leave nginx byte for byte as it gzipped them', async () => {
  // nginx compresses nothing again per answer: it asks the instance for gzip when the browser takes it and
  // keeps that copy beside the plain one.
  const headers = { 'accept-language': 'zh-HK', 'accept-encoding': 'gzip, deflate, br' };
  const html = gunzipSync((await rawGet('/about-us', headers)).body).toString();
  const stylesheet = staticFiles(html).find((file) => file.endsWith('.css'));
  expect(stylesheet).toBeTruthy();
  for (const p of ['/about-us', stylesheet!]) {
    await rawGet(p, headers);
    const kept = await rawGet(p, headers);
    expect(kept.headers['x-cache-status'], p).toBe('HIT');
    expect(kept.headers['content-encoding'], p).toBe('gzip');
    const fromInstance = await rawGet(p, headers, instance!.url);
    expect(kept.body.equals(fromInstance.body), p).toBe(true);
    // A browser that takes no gzip gets the plain copy, kept apart.
    const plain = await rawGet(p, { 'accept-language': 'zh-HK' });
    expect(plain.headers['content-encoding'], p).toBeUndefined();
    expect(plain.body.equals(gunzipSync(kept.body)), p).toBe(true);
  }
});

test('applies the locale rules', async () => {
  expect((await get('/', { 'accept-language': 'en-US,en;q=0.9' })).headers.get('location')).toBe(
    '/en-US',
  );
  expect(
    (await get('/legal?x=1', { 'accept-language': 'fr, en;q=0.5' })).headers.get('location'),
  ).toBe('/en-US/legal?x=1');
  expect((await get('/legal', { 'accept-language': 'zh-HK,en;q=0.8' })).status).toBe(200);
  expect(
    (await get('/legal', { 'accept-language': 'en', cookie: 'i18n_redirected=zh-HK' })).status,
  ).toBe(200);
  expect(
    (
      await get('/legal', { 'accept-language': 'zh-HK', cookie: 'i18n_redirected=en-US' })
    ).headers.get('location'),
  ).toBe('/en-US/legal');
  expect((await get('/zh-HK/legal?a=b')).headers.get('location')).toBe('/legal?a=b');
  const english = await get('/en-US/legal', { 'accept-language': 'zh-HK' });
  expect(await english.text()).toContain('<html lang="en-US"');
});

test('the language switch works without JavaScript and is remembered', async ({ browser }) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    locale: 'en-US',
    extraHTTPHeaders: { 'Accept-Language': 'en-US,en;q=0.9' },
  });
  const page = await context.newPage();
  await page.goto(`${front}/blog`);
  await expect(page).toHaveURL(`${front}/en-US/blog`);
  await expect(page.getByTestId('language-switch')).toHaveAttribute('href', '/blog');
  await page.getByTestId('language-switch').click();
  await expect(page).toHaveURL(`${front}/blog`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-HK');
  await page.goto(`${front}/faq`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-HK');
  await page.getByTestId('language-switch').click();
  await expect(page).toHaveURL(`${front}/en-US/faq`);
  expect((await context.cookies()).find(({ name }) => name === 'i18n_redirected')?.value).toBe(
    'en-US',
  );
  await context.close();
});

test('takes a plain form post through the front: the credit report agreement, without JavaScript', async ({
  browser,
}) => {
  // A page whose form posts to itself (an Astro Action): nginx neither keeps its answer nor
  // refuses the method; the browser's Origin for the front passes the instance's origin check.
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'zh-HK' });
  const page = await context.newPage();
  const t = (key: string) => copy('zh-HK', `CreditReportFlow.${key}`);
  await page.goto(`${front}/features/free-smart-credit-report`);
  await page.getByLabel(t('agree')).check();
  await page.getByRole('button', { name: t('submit') }).click();
  await expect(page.getByTestId('reference')).toHaveText(/^CRC-/);
  const again = await page.request.get(`${front}/features/free-smart-credit-report`);
  expect(await again.text()).not.toContain('data-testid="reference"');
  await context.close();
});

test('serves the 404 screen in its HTML, without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto(`${front}/en-US/blog/no-such-post`);
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId('error-message')).toHaveText(
    'Page Not Found: /en-US/blog/no-such-post',
  );
  await context.close();
});

test('answers the legacy paths with 301 and the query', async () => {
  const response = await get('/tc/privacy.php?utm_source=old');
  expect(response.status).toBe(301);
  expect(response.headers.get('location')).toBe('/privacy?utm_source=old');
  expect((await get('/en-US/index.php')).headers.get('location')).toBe('/en-US');
});

test('passes API calls, page loads and unknown paths to the instance', async ({ page }) => {
  expect((await get('/api/v2/openapi.json')).status).toBe(200);
  const missing = await get('/no-such-page', { 'accept-language': 'zh-HK' });
  expect(missing.status).toBe(404);
  // The 404 page's own policy: its inline script (the legacy fallback) allowed by its hash.
  expect(missing.headers.get('content-security-policy')).toContain("'sha256-");
  // A footer link is a plain page load through the front (issue 32: links are plain <a>).
  await page.goto(`${front}/en-US/about-us`);
  await page.locator('footer').getByRole('link', { name: 'Legal notice' }).click();
  await expect(page).toHaveURL(`${front}/en-US/legal`);
  await expect(page.locator('h1')).toContainText(/legal/i);
  // What a visitor types in the search never reaches nginx's access log: the path only.
  expect((await get('/search?q=A1234563', { 'accept-language': 'zh-HK' })).status).toBe(200);
  // nginx writes the line after the response has gone: wait for it.
  await expect.poll(() => readFileSync(accessLog, 'utf8')).toContain('GET /search HTTP/1.1');
  expect(readFileSync(accessLog, 'utf8')).not.toContain('A1234563');
});

test('English visitors get the files, icons and images as asked, not a localized 404', async ({
  browser,
}) => {
  const english = { 'accept-language': 'en-US,en;q=0.9' };
  const files = ['/robots.txt', '/sitemap.xml', '/favicon.ico', '/icon.svg', '/site.webmanifest'];
  const pictures = ['/apple-touch-icon.png', '/konew-card.svg'];
  for (const file of [...files, ...pictures]) {
    const response = await get(file, english);
    expect(response.status, file).toBe(200);
  }
  expect(await (await get('/robots.txt', english)).text()).toContain('Sitemap:');
  // Every image of an English page loads through the front, for a browser that prefers English.
  const context = await browser.newContext({
    locale: 'en-US',
    extraHTTPHeaders: { 'Accept-Language': 'en-US,en;q=0.9' },
  });
  const page = await context.newPage();
  await page.goto(`${front}/en-US`);
  const images = await page
    .locator('img')
    .evaluateAll((list) =>
      list.map(
        (image) => (image as HTMLImageElement).currentSrc || (image as HTMLImageElement).src,
      ),
    );
  expect(images.length).toBeGreaterThan(0);
  const statuses = await Promise.all(
    images.map(
      async (src) => `${(await context.request.get(src, { maxRedirects: 0 })).status()} ${src}`,
    ),
  );
  expect(statuses).toEqual(images.map((src) => `200 ${src}`));
  await context.close();
});

for (const name of ['127.0.0.1', 'localhost'] as const) {
  test(`a visitor at ${name} sends the SME enquiry through the front, and gets its reference`, async ({
    browser,
  }) => {
    // Issue 33 item 7: under either name the front answers to, the browser's own Origin and
    // Sec-Fetch-Site pass the form check; the form token comes from the page nginx passed on.
    const site = `http://${name}:${port}`;
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    const t = (key: string) => copy('en-US', `SmeLoanPage.enquiry.${key}`);
    await page.goto(`${site}/en-US/sme-loan#enquiry`);
    await islandHydrated(page.getByRole('button', { name: t('submit') }));
    await fieldLabelled(page, t('fields.name')).fill('Chan Tai Man');
    await fieldLabelled(page, t('fields.mobile')).fill(uniqueMobile());
    await page.getByRole('checkbox').first().check();
    await page.getByRole('button', { name: t('submit') }).click();
    await expect(page.getByTestId('reference')).toHaveText(/\S/, { timeout: 20_000 });
    await context.close();
  });
}

test("a form sent from the front's second configured name on its non-default port is accepted", async () => {
  // The CSRF check compares Origin with the configured origins (port included), never with Host.
  expect(await enquiryFrom('127.0.0.1', 900, `http://localhost:${port}`)).toBe(201);
});

/**
 * An SME enquiry sent through the front from one visitor address (127.0.0.N: all loopback on Linux),
 * from a page the browser addressed as `site` (Host and Origin).
 */
async function enquiryFrom(localAddress: string, n: number, site = front): Promise<number> {
  // The token of the enquiry form as the front served its page (a browser sends it back).
  const token = await formToken(front, '/api/v2/kcash_sme_loan_enquiry');
  const body = JSON.stringify({
    name: 'Chan Tai Man',
    mobile: '91234567',
    email: `visitor.${n}@example.com`,
    company_name: 'Example Trading Limited',
    loan_amount: 300_000,
    agree_tnc: true,
    locale: 'en-US',
    form_token: token,
    fill_ms: 5000,
  });
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port,
        localAddress,
        method: 'POST',
        path: '/api/v2/kcash_sme_loan_enquiry',
        headers: {
          host: new URL(site).host,
          origin: site,
          'content-type': 'application/json',
          'idempotency-key': `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

test('rate limits count each visitor behind nginx, not nginx itself', async () => {
  const visitors = Array.from({ length: 12 }, (_, i) => `127.0.0.${i + 2}`);
  const first: number[] = [];
  for (const [i, visitor] of visitors.entries()) first.push(await enquiryFrom(visitor, i));
  expect(first, 'one enquiry from each of 12 visitors').toEqual(visitors.map(() => 201));
  // The limit (10 per 10 minutes) still holds for one visitor: the 11th enquiry is refused.
  const more: number[] = [];
  for (let i = 0; i < 10; i += 1) more.push(await enquiryFrom(visitors[0]!, 100 + i));
  expect(more).toEqual([...Array.from({ length: 9 }, () => 201), 429]);
});

test('an instance that trusts a proxy refuses to listen where clients could reach it directly', async () => {
  for (const HOSTNAME of ['', '0.0.0.0']) {
    const started = startInstance(await freePort(), {
      HOSTNAME,
      TRUSTED_PROXY_HOPS: '1',
      DATA_DIR: dataDir,
    });
    await expect(started).rejects.toThrow(/Refusing to start: TRUSTED_PROXY_HOPS=1/);
    await expect(started).rejects.toThrow(/HOSTNAME=127\.0\.0\.1/);
  }
});

test('an instance without SITE_ORIGIN refuses to start and says why', async () => {
  const started = startInstance(await freePort(), { SITE_ORIGIN: '', DATA_DIR: dataDir });
  await expect(started).rejects.toThrow(/Refusing to start: SITE_ORIGIN is not set/);
});

test('keeps what the instance served: the second visit to a page is a cache HIT, in both locales', async () => {
  for (const [path, language] of [
    ['/store-address', 'zh-HK,zh;q=0.9'],
    ['/en-US/store-address', 'en-US,en;q=0.9'],
  ] as const) {
    const first = await get(path, { 'accept-language': language });
    expect(first.status, path).toBe(200);
    const second = await get(path, { 'accept-language': language });
    expect(second.status, path).toBe(200);
    expect(second.headers.get('x-cache-status'), path).toBe('HIT');
    // The copy carries the CSP and security headers the instance sent with it.
    expect(second.headers.get('content-security-policy'), path).toBe(
      first.headers.get('content-security-policy'),
    );
    expect(second.headers.get('x-frame-options'), path).toBe('DENY');
    expect(await second.text(), path).toBe(await first.text());
  }
});

test('answers that set the locale cookie pass through and are never kept for others', async () => {
  for (const visit of cookieVisits(front)) {
    for (let i = 0; i < 2; i += 1) {
      const response = await get(visit.path, visit.headers);
      const headers = Object.fromEntries(response.headers);
      expect(response.status, visit.name).toBe(200);
      expect(localeCookieSet(headers), visit.name).toBe(
        visit.path.startsWith('/en-US') ? 'en-US' : 'zh-HK',
      );
      expect(headers['x-cache-status'], visit.name).not.toBe('HIT');
      expect(
        cookieAnswerIsSafeToCache(headers),
        `${visit.name}: Cache-Control "${headers['cache-control']}", Vary "${headers.vary}"`,
      ).toBe(true);
    }
  }
});

test('a content publish shows through the front within seconds, its scripts allowed by its CSP', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const terms = [
    { locale: 'zh-HK', path: '/tnc/new-cardholder-welcome-tnc', title: '新客迎新優惠條款及細則' },
    {
      locale: 'en-US',
      path: '/en-US/tnc/new-cardholder-welcome-tnc',
      title: 'New cardholder welcome offer: terms and conditions',
    },
  ];
  const revised = (title: string) => `${title} (2027)`;
  const publication = publishing(contentDir, webhookSecret);
  const titleOf = async (base: string, p: string, locale: string) =>
    /<h1[^>]*>([^<]*)<\/h1>/.exec(
      await (await fetch(`${base}${p}`, { headers: { 'accept-language': locale } })).text(),
    )?.[1];
  try {
    for (const { locale, path: p, title } of terms) {
      expect(await titleOf(front, p, locale)).toBe(title);
      // Kept by the front now: the publish must get past this copy.
      expect((await get(p, { 'accept-language': locale })).headers.get('x-cache-status')).toBe(
        'HIT',
      );
    }
    publication.edit(terms.map(({ title }) => [title, revised(title)]));
    expect((await publication.publish(front)).status).toBe(200);
    for (const { locale, path: p, title } of terms) {
      await expect
        .poll(() => titleOf(front, p, locale), { timeout: 60_000, intervals: [1_000] })
        .toBe(revised(title));
      const context = await browser.newContext({
        locale,
        extraHTTPHeaders: { 'Accept-Language': locale },
      });
      const page = await context.newPage();
      const violations = await collectCspViolations(page);
      await page.goto(`${front}${p}`);
      await expect(page.locator('h1')).toHaveText(revised(title));
      await page.waitForLoadState('load');
      expect(violations, `${locale}: no CSP violation`).toEqual([]);
      await hydrated(page);
      await context.close();
    }
  } finally {
    // Put the pages back as built (the build folder is shared with the other suites).
    publication.restore();
    await publication.publish(instance!.url);
    for (const { locale, path: p } of terms) await titleOf(instance!.url, p, locale);
  }
});
