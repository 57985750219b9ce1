import { request as httpRequest } from 'node:http';
import { expect, test } from '@playwright/test';
import { islandHydrated } from './support/hydrated';

// Issue 16 items 7, 9 and 11: the analytics filter, the diagnostics page in production and the
// CSRF check against the configured origin.

const track = { authorization: 'Bearer konew-local-collector', 'content-type': 'application/json' };
const visitor = '0b5c3a6e-2f0d-4c1b-9a7e-5d2c1f0e9a8b';
const pageViewed = {
  event: 'Page Viewed',
  anonymousId: visitor,
  properties: { page: 'homepage', locale: 'zh-HK' },
};

test.describe('the analytics collector keeps personal data out', () => {
  test('an event the site sends is accepted', async ({ request }) => {
    const response = await request.post('/v1/track', { headers: track, data: pageViewed });
    expect(response.status()).toBe(202);
  });

  for (const [label, body, field] of [
    ['an event name the site never sends', { ...pageViewed, event: 'Chan Tai Man' }, 'event'],
    [
      'an anonymous id that is not a UUID',
      { ...pageViewed, anonymousId: 'legacy-id-123' },
      'anonymousId',
    ],
    [
      'a phone number as a number',
      { ...pageViewed, properties: { count: 91234567 } },
      'properties.count',
    ],
    [
      'a compound personal key',
      { ...pageViewed, properties: { phonenumber: 1 } },
      'properties.phonenumber',
    ],
  ] as const) {
    test(`${label} is refused with its field`, async ({ request }) => {
      const response = await request.post('/v1/track', { headers: track, data: body });
      expect(response.status()).toBe(422);
      expect(JSON.stringify(await response.json())).toContain(field);
    });
  }
});

for (const prefix of ['', '/en-US']) {
  test(`${prefix}/tester shows only the test calls in production`, async ({ page }) => {
    await page.goto(`${prefix}/tester`);
    await expect(page.getByRole('button', { name: 'GET /todos/1' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'POST /todos' })).toBeVisible();
    await expect(page.getByTestId('diagnostics')).toHaveCount(0);
    // The test calls are an island: a click before it hydrates does nothing.
    await islandHydrated(page.getByRole('button', { name: 'POST /todos' }));
    await page.getByRole('button', { name: 'POST /todos' }).click();
    await expect(page.getByTestId('test-call-result')).toContainText('201 {"id":201');
  });
}

test('/tester shows the diagnostics to the operating team with the secret', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-diagnostics-secret': 'e2e-diagnostics-secret-0123' });
  await page.goto('/tester');
  await expect(page.getByTestId('diagnostics')).toContainText('zh-HK');
});

/** A raw POST, so that the Host header is the client's choice (as with curl). */
function rawPost(path: string, headers: Record<string, string>, body: string) {
  const base = new URL(test.info().project.use.baseURL ?? '');
  return new Promise<number>((resolve, reject) => {
    const request = httpRequest(
      { host: base.hostname, port: base.port, path, method: 'POST', headers },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

test('a forged Origin that matches a client-sent Host is refused (CSRF)', async () => {
  const status = await rawPost(
    '/v1/track',
    { ...track, host: 'evil.example', origin: 'http://evil.example' },
    JSON.stringify(pageViewed),
  );
  expect(status).toBe(403);
});

test('the configured site origin passes the CSRF check', async ({ baseURL }) => {
  const origin = new URL(baseURL ?? '').origin;
  const status = await rawPost('/v1/track', { ...track, origin }, JSON.stringify(pageViewed));
  expect(status).toBe(202);
});
