import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentNotFoundError, type EntriesQuery } from '../source';
import { blogSpace, contentfulOn, tokens } from '../testing/contentful-fixture';
import { startFakeDeliveryApi, type FakeDeliveryApi } from '../testing/fake-delivery-api';
import { clientParams } from './client-params';

let api: FakeDeliveryApi;
beforeAll(async () => {
  api = await startFakeDeliveryApi({ spaces: { space1: blogSpace }, tokens });
});
afterAll(() => api.close());

const source = (environment = 'master') => contentfulOn(api, environment);
const blog: EntriesQuery = { contentType: 'konewBlogPost', locale: 'zh-Hant-HK', order: 'blog' };
const read = (environment?: string) =>
  source(environment).entries('card', blog, { preview: false });

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
    expect(await read()).toHaveLength(2);
    expect(api.seen.length - before).toBe(2);
  });

  it('waits for the rate-limit reset of a 429 before retrying', async () => {
    api.script([{ status: 429, headers: { 'X-Contentful-RateLimit-Reset': '1' } }]);
    const started = Date.now();
    expect(await read()).toHaveLength(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
  });

  it('retries a dropped connection', async () => {
    api.script([{ drop: true }]);
    expect(await read()).toHaveLength(2);
  });

  it('gives up after the retry limit', async () => {
    api.script(
      Array.from({ length: 8 }, () => ({
        status: 429,
        headers: { 'X-Contentful-RateLimit-Reset': '0' },
      })),
    );
    const before = api.seen.length;
    await expect(read()).rejects.toThrow(/RateLimitExceeded|429/);
    expect(api.seen.length - before).toBe(6);
    api.script([]);
  }, 15_000);

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
