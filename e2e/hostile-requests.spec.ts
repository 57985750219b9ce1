import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { expect, test } from '@playwright/test';
import { copy, fieldLabelled, formLocales, humanPause, uniqueMobile } from './support/form-copy';
import { rawRequest } from './support/raw-http';
import { freePort, type Instance, startInstance } from './support/server-instance';

// Issue 49: what the move to Astro added, probed as an attacker and a flaky network would.
const base = () => test.info().project.use.baseURL!;
const port = () => Number(new URL(base()).port);

test('the 404 page writes the path asked for as text: no markup, no redirect, in both locales', async ({
  page,
}) => {
  const injections = [
    'x%3C/script%3E%3Cmeta%20http-equiv=refresh%20content=0;url=%5C%5Cevil.example/x%3E',
    'x%3C/script%3E%3Ch1%3EOfficial%20notice:%20call%205555%200000%20to%20verify%20your%20loan%3C/h1%3E',
  ];
  for (const prefix of ['/en-US/', '/'])
    for (const injection of injections) {
      const answer = await page.goto(prefix + injection);
      expect(answer?.status()).toBe(404);
      // A refresh would have left by now; the page and its origin stay.
      await page.waitForTimeout(300);
      expect(new URL(page.url()).origin).toBe(new URL(base()).origin);
      await expect(page.locator('meta[http-equiv]')).toHaveCount(0);
      // The path shows as text in the page's own heading; no element of its own starts with it.
      await expect(page.getByText(/^Official notice/)).toHaveCount(0);
      await expect(page.getByTestId('error-message')).toContainText('x</script><');
    }
});

const formPosts = [
  { path: '/sme-loan', action: 'smeEnquiry' },
  { path: '/property-owner-loan', action: 'ownerLoanEnquiry' },
  { path: '/property-valuation', action: 'valuation' },
  { path: '/features/free-smart-credit-report', action: 'creditReportConsent' },
  { path: '/account_delete', action: 'accountDeletion' },
];

test('a form page answers a post it cannot read with the page and a 4xx, never a 500', async () => {
  const post = async (target: string, type: string, body: string) => {
    const answer = await fetch(base() + target, {
      method: 'POST',
      headers: { 'content-type': type, origin: new URL(base()).origin },
      body,
    });
    return { status: answer.status, html: await answer.text() };
  };
  const boundary = 'x1y2';
  const part = `--${boundary}\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n`;
  let vectors = 0;
  for (const { path, action } of formPosts)
    for (const prefix of ['', '/en-US']) {
      const cases: Array<[target: string, type: string, body: string, status: number]> = [
        [`?_action=${action}`, 'application/json', '{"name":', 415],
        [`?_action=${action}`, 'text/plain', 'name=A', 415],
        [`?_action=${action}`, 'application/x-www-form-urlencoded; charset=iso-8859-1', 'a=b', 415],
        ['?_action=%25', 'application/x-www-form-urlencoded', 'a=b', 400],
        ['?_action=%25zz', 'application/x-www-form-urlencoded', 'a=b', 400],
        ['?_action=%E0%A4%A', 'application/x-www-form-urlencoded', 'a=b', 400],
        [`?_action=${action}`, 'multipart/form-data', part, 400],
        [`?_action=${action}`, 'multipart/form-data; boundary=other', part, 400],
        [`?_action=${action}`, `multipart/form-data; boundary=${boundary}`, part.slice(0, 30), 400],
      ];
      for (const [query, type, body, status] of cases) {
        const answer = await post(`${prefix}${path}${query}`, type, body);
        vectors += 1;
        expect(answer.status, `${prefix}${path}${query} ${type}`).toBe(status);
        // The whole page, with the form's failure: not a stream cut short.
        expect(answer.html.trimEnd().endsWith('</html>'), `${path} ${type}`).toBe(true);
        expect(answer.html).toContain('data-testid="submission-failure"');
      }
    }
  expect(vectors).toBe(90);
});

test('bytes that are not UTF-8 are refused like control characters, without JavaScript', async ({
  browser,
}) => {
  // Two locales, each with the form's minimum fill time.
  test.setTimeout(60_000);
  for (const { locale } of formLocales) {
    const context = await browser.newContext({ javaScriptEnabled: false, locale });
    const page = await context.newPage();
    const t = (key: string) => copy(locale, key);
    await page.goto(locale === 'en-US' ? '/en-US/sme-loan' : '/sme-loan');
    await fieldLabelled(page, t('SmeLoanPage.enquiry.fields.name')).fill('Chan Tai Man');
    await fieldLabelled(page, t('SmeLoanPage.enquiry.fields.mobile')).fill(uniqueMobile());
    await page.locator('input[name=agree_tnc]').check();
    await humanPause(page);
    // The browser would send UTF-8: the bytes of another charset are put in on the way.
    await page.route(/_action=smeEnquiry/, (route) =>
      route.continue({
        postData: route.request().postData()!.replace('Chan+Tai+Man', 'A%FF%FEB'),
      }),
    );
    await page.getByRole('button', { name: t('SmeLoanPage.enquiry.submit'), exact: true }).click();
    await expect(page.getByText(t('Forms.errors.invalid_characters')).first()).toBeVisible();
    await expect(page.getByTestId('reference')).toHaveCount(0);
    await context.close();
  }
});

test('HTTP-level oddities get a clear answer, never a 500 or a second address', async () => {
  const raw = (target: string, host = 'localhost') =>
    rawRequest(port(), `GET ${target} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
  for (const host of ['127.0.0.1:3400@evil.example', 'a:b@evil.example', 'evil.example/x'])
    expect((await raw('/faq', host)).status, host).toBe(400);
  expect((await raw('/faq', `127.0.0.1:${port()}`)).status).toBe(200);
  expect((await raw('/_image?href=/icon.svg&w=64&f=webp')).status).toBe(400);
  const moved = await raw('/%66aq?x=1');
  expect(moved.status).toBe(301);
  expect(moved.headers.get('location')).toBe('/faq?x=1');
  for (const [method, target, allow] of [
    ['GET', '/api/v2/kcash_sme_loan_enquiry', 'POST'],
    ['PUT', '/api/web/account_delete', 'POST'],
    ['POST', '/api/v2/konew-faqs', 'GET, HEAD'],
  ] as const) {
    const answer = await fetch(base() + target, { method });
    expect(answer.status, target).toBe(405);
    expect(answer.headers.get('allow'), target).toBe(allow);
    expect(await answer.json(), target).toEqual({ error: { code: 'method_not_allowed' } });
  }
});

test.describe('one server of its own', () => {
  test.describe.configure({ mode: 'serial' });
  const secret = 'hostile-requests-webhook-secret';
  let instance: Instance;
  test.beforeAll(async () => {
    // A fresh embedded database is migrated first: slow on a busy machine.
    test.setTimeout(120_000);
    instance = await startInstance(await freePort(), { CONTENT_WEBHOOK_SECRET: secret });
  });
  test.afterAll(async () => instance?.stop());

  const rssKb = () =>
    Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${instance.pid}/status`, 'utf8'))?.[1]);

  /** A 50 MB form post, with its length or chunked; the status, or 0 if the connection was cut. */
  const bigPost = (chunked: boolean) =>
    new Promise<number>((resolve) => {
      const size = 50 * 1024 * 1024;
      const request = httpRequest(`${instance.url}/sme-loan?_action=smeEnquiry`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          ...(chunked ? {} : { 'content-length': String(size) }),
        },
      });
      request.on('response', (answer) => {
        answer.resume();
        resolve(answer.statusCode ?? 0);
      });
      request.on('error', () => resolve(0));
      const chunk = Buffer.alloc(1024 * 1024, 'a');
      let sent = 0;
      const write = () => {
        while (sent < size) {
          sent += chunk.length;
          if (!request.write(chunk)) return void request.once('drain', write);
        }
        request.end();
      };
      write();
    });

  /** A post over the cap that then drips forever: its status and when its connection was cut. */
  const drippingPost = () =>
    new Promise<{ status: number; cutAfterMs: number }>((resolve) => {
      const started = performance.now();
      let status = 0;
      const request = httpRequest(`${instance.url}/sme-loan?_action=smeEnquiry`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      request.on('response', (answer) => {
        status = answer.statusCode ?? 0;
        answer.resume();
      });
      request.write(Buffer.alloc(64 * 1024, 'a'));
      const drip = setInterval(() => request.write('a'), 100);
      request.on('close', () => {
        clearInterval(drip);
        resolve({ status, cutAfterMs: performance.now() - started });
      });
      request.on('error', () => undefined);
    });

  test('50 MB posts are refused at once and leave the memory where it was', async () => {
    await fetch(`${instance.url}/sme-loan`);
    const before = rssKb();
    const dripping = drippingPost();
    const statuses = await Promise.all(
      Array.from({ length: 8 }, (_, index) => bigPost(index % 2 === 1)),
    );
    // The rest of a refused post is read and dropped for 5 s at most (LINGER_MS), never for ever.
    const { status, cutAfterMs } = await dripping;
    expect(status).toBe(413);
    expect(cutAfterMs).toBeGreaterThan(4_500);
    expect(cutAfterMs).toBeLessThan(15_000);
    // Every client reads its 413, though it is still sending: the server reads and drops the rest
    // (serve/form-body.ts). A server that closed at once would have the kernel reset the
    // connection, which discards the answer before the client reads it (4 of 8 were read so).
    expect(statuses).toEqual(Array(8).fill(413));
    expect(rssKb()).toBeLessThan(before * 1.1);
  });

  test('the publish webhook takes only a Contentful payload, by its exact media type', async () => {
    const publish = (type: string, body: string) =>
      fetch(`${instance.url}/api/revalidate`, {
        method: 'POST',
        headers: { 'content-type': type, 'x-webhook-secret': secret },
        body,
      }).then((answer) => answer.status);
    for (const body of ['null', '[]', '123', '{}', '{"sys":{}}'])
      expect(await publish('application/json', body), body).toBe(422);
    expect(await publish('application/json-patch+json', '{}')).toBe(415);
    const entry = { sys: { type: 'Entry', id: 'e', contentType: { sys: { id: 'konewFaq' } } } };
    expect(await publish('application/json; charset=utf-8', JSON.stringify(entry))).toBe(200);
  });

  test('every line the server writes is one JSON object, with no request text in it', async () => {
    const canaries = ['canary@example.com', '91234567', 'CANARYLEVEL60'];
    const forging = encodeURIComponent('\n{"level":60,"msg":"CANARYLEVEL60"}\n');
    const targets = [
      `/_image?href=/favicon.ico%3Fa%3D${forging}&w=64&f=webp`,
      '/_image?href=/favicon.ico&w=64&f=webp&email=canary@example.com&phone=91234567',
      `/no-such-page/canary@example.com?phone=91234567`,
      `/api/v2/kcash_sme_loan_enquiry?email=canary@example.com`,
      `/faq?x=${forging}`,
    ];
    for (const target of targets) await fetch(instance.url + target);
    await rawRequest(
      Number(new URL(instance.url).port),
      'GET /faq HTTP/1.1\r\nHost: canary@example.com\r\nConnection: close\r\n\r\n',
    );
    await fetch(`${instance.url}/sme-loan?_action=smeEnquiry`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name":"canary@example.com", "mobile":"91234567"',
    });
    const lines = instance.output().trim().split('\n');
    expect(lines.length).toBeGreaterThan(3);
    for (const line of lines) {
      expect(() => JSON.parse(line), line).not.toThrow();
      for (const canary of canaries) expect(line).not.toContain(canary);
    }
  });
});
