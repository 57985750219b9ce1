import { setImmediate as tick } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ContentNotFoundError, type EntriesQuery } from '../source';
import { blogSpace, contentfulOn, tokens } from '../testing/contentful-fixture';
import { startFakeDeliveryApi, type FakeDeliveryApi } from '../testing/fake-delivery-api';
import { CLIENT_TIMEOUT_MS, clientParams } from './client-params';

let api: FakeDeliveryApi;
beforeAll(async () => {
  api = await startFakeDeliveryApi({ spaces: { space1: blogSpace }, tokens });
});
afterAll(() => api.close());

const source = (environment = 'master') => contentfulOn(api, environment);
const blog: EntriesQuery = { contentType: 'konewBlogPost', locale: 'zh-Hant-HK', order: 'blog' };
const read = (environment?: string) =>
  source(environment).entries('card', blog, { preview: false });

/**
 * Settles `work` on a fake clock. The SDK waits between retries with setTimeout (at least 500 ms,
 * up to seconds); each such wait is recorded and its time advanced at once. Timers as long as the
 * request timeout are axios's own, for a request in flight, and left to be cleared.
 */
async function onFakeClock<T>(work: () => Promise<T>): Promise<{ result: T; waits: number[] }> {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  const timers = vi.spyOn(globalThis, 'setTimeout');
  const waits: number[] = [];
  let settled = false;
  const running = work().finally(() => (settled = true));
  running.catch(() => undefined);
  let handled = 0;
  while (!settled) {
    await tick(); // real I/O (the fake API's replies) goes on between checks
    for (const [, ms = 0] of timers.mock.calls.slice(handled)) {
      handled += 1;
      if (ms >= CLIENT_TIMEOUT_MS) continue;
      waits.push(ms);
      vi.advanceTimersByTime(ms);
    }
  }
  return { result: await running, waits };
}
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('the Contentful source talking to the Delivery API (a fake)', () => {
  it('sends the environment id in the path; master is the default and never passed', async () => {
    expect(
      clientParams({ spaceId: 's', deliveryToken: 't', environment: 'master' }, 'delivery'),
    ).not.toHaveProperty('environment');
    expect(
      clientParams({ spaceId: 's', deliveryToken: 't', environment: 'staging' }, 'delivery'),
    ).toMatchObject({ environment: 'staging' });
    await read('staging');
    expect(api.seen.at(-1)?.path).toBe('/spaces/space1/environments/staging/entries');
  });

  it('has the spec timeouts and retry limit, and the real hosts by default', () => {
    expect(
      clientParams(
        { spaceId: 's', deliveryToken: 't', previewToken: 'p', environment: 'master' },
        'preview',
      ),
    ).toMatchObject({
      host: 'preview.contentful.com',
      timeout: 30_000,
      retryLimit: 5,
      retryOnError: true,
      throttle: 'auto',
    });
  });

  it('retries a 503 and then succeeds', async () => {
    api.script([{ status: 503 }]);
    const before = api.seen.length;
    const { result, waits } = await onFakeClock(() => read());
    expect(result).toHaveLength(2);
    expect(api.seen.length - before).toBe(2);
    expect(waits).toHaveLength(1);
  });

  it('waits for the rate-limit reset of a 429 before retrying', async () => {
    api.script([{ status: 429, headers: { 'X-Contentful-RateLimit-Reset': '3' } }]);
    const before = api.seen.length;
    const { result, waits } = await onFakeClock(() => read());
    expect(result).toHaveLength(2);
    expect(api.seen.length - before).toBe(2);
    // The reset is in seconds; the SDK adds 500–700 ms of jitter. Without the header it waits √2 s.
    expect(waits).toHaveLength(1);
    expect(waits[0]).toBeGreaterThanOrEqual(3000);
    expect(waits[0]).toBeLessThan(4000);
  });

  it('retries a dropped connection', async () => {
    api.script([{ drop: true }]);
    const { result, waits } = await onFakeClock(() => read());
    expect(result).toHaveLength(2);
    expect(waits).toHaveLength(1);
  });

  it('gives up after the retry limit', async () => {
    api.script(
      Array.from({ length: 8 }, () => ({
        status: 429,
        headers: { 'X-Contentful-RateLimit-Reset': '0' },
      })),
    );
    const before = api.seen.length;
    const failing = onFakeClock(() => read());
    await expect(failing).rejects.toThrow(/RateLimitExceeded|429/);
    expect(api.seen.length - before).toBe(6);
    api.script([]);
  });

  it('turns a 404 into ContentNotFoundError with the API message, without retrying', async () => {
    api.script([{ status: 404 }]);
    const before = api.seen.length;
    const error = await read().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentNotFoundError);
    expect((error as Error).message).toBe('The resource could not be found.');
    expect(api.seen.length - before).toBe(1);
  });

  it('refuses asset-key expiries that are not numeric, past, or more than 172800 s ahead', async () => {
    const now = Math.floor(Date.now() / 1000);
    const s = source();
    await expect(s.createAssetKey('card', '123' as unknown as number)).rejects.toThrow(/numeric/);
    await expect(s.createAssetKey('card', now - 60)).rejects.toThrow(/past/);
    await expect(s.createAssetKey('card', now + 172_800 + 60)).rejects.toThrow(/future/);
    await expect(s.createAssetKey('card', now + 3600)).resolves.toMatchObject({
      policy: 'fake-policy',
      secret: 'fake-secret',
    });
  });
});
