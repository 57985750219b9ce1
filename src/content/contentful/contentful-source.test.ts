import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryEntries } from '../local/delivery-query';
import { fixtureAsset, fixtureEntry, fixtureExport, fixtureLink } from '../testing/export-fixture';
import { resolveCollection } from '../local/resolve-links';
import { normalizeEntry } from '../normalize';
import { ContentNotFoundError, type EntriesQuery } from '../source';
import { clientParams } from './client-params';
import { createContentfulSource } from './contentful-source';
import { startFakeDeliveryApi, type FakeDeliveryApi } from '../testing/fake-delivery-api';

const en = (v: unknown) => ({ 'en-US': v });
const body = {
  nodeType: 'document',
  data: {},
  content: [
    {
      nodeType: 'paragraph',
      data: {},
      content: [{ nodeType: 'text', value: 'Hi', marks: [], data: {} }],
    },
    {
      nodeType: 'embedded-asset-block',
      data: { target: fixtureLink('Asset', 'pic') },
      content: [],
    },
    {
      nodeType: 'embedded-entry-block',
      data: { target: fixtureLink('Entry', 'gone') },
      content: [],
    },
  ],
};
const space = fixtureExport(
  [
    fixtureEntry('p1', 'konewBlogPost', {
      title: { 'en-US': 'One', 'zh-Hant-HK': '一' },
      slug: en('one'),
      publishDate: en('2026-02-01'),
      body: en(body),
      coverImage: en(fixtureLink('Asset', 'pic')),
    }),
    fixtureEntry('p2', 'konewBlogPost', {
      title: en('Two'),
      slug: en('two'),
      publishDate: en('2026-03-01'),
      featured: en(true),
      related: en([fixtureLink('Entry', 'p1')]),
    }),
    fixtureEntry(
      'p3',
      'konewBlogPost',
      { title: en('Draft'), slug: en('draft'), publishDate: en('2026-04-01') },
      { published: false },
    ),
  ],
  [fixtureAsset('pic', 'pic.png')],
);

const tokens = { delivery: 'delivery-token', preview: 'preview-token' };
let api: FakeDeliveryApi;
const silent = () => undefined;
const source = (environment = 'master') =>
  createContentfulSource({
    spaces: {
      card: {
        spaceId: 'space1',
        deliveryToken: tokens.delivery,
        previewToken: tokens.preview,
        environment,
        deliveryUrl: api.url,
        previewUrl: api.url,
      },
    },
    log: silent,
  });

beforeAll(async () => {
  api = await startFakeDeliveryApi({ spaces: { space1: space }, tokens });
});
afterAll(() => api.close());

const queries: EntriesQuery[] = [
  {
    content_type: 'konewBlogPost',
    locale: 'zh-Hant-HK',
    order: '-fields.featured,-fields.publishDate',
  },
  { content_type: 'konewBlogPost', locale: 'en-US', 'fields.slug': 'one' },
  {
    content_type: 'konewBlogPost',
    locale: 'en-US',
    skip: 1,
    limit: 1,
    order: 'fields.publishDate',
  },
];

describe('the Contentful source (official SDK) against a fake Delivery API', () => {
  it.each(queries)('answers %o exactly like the local store', async (query) => {
    const expected = queryEntries(
      space,
      { include: 2, ...query },
      { preview: false, spaceId: 'space1', environment: 'master' },
    );
    const result = await source().getEntries('card', query, { preview: false });
    expect(result.items).toEqual(resolveCollection(expected).map((item) => normalizeEntry(item)));
    expect(result.total).toBe(expected.total);
    const [first] = result.items;
    expect(first?.kind).toBe('entry');
  });

  it('resolves links, including rich-text targets, and drops dangling ones', async () => {
    const { items } = await source().getEntries(
      'card',
      { content_type: 'konewBlogPost', locale: 'en-US', 'fields.slug': 'one' },
      { preview: false },
    );
    const doc = items[0]?.fields.body as {
      content: Array<{ data: { target?: { kind: string; url?: string } } }>;
    };
    expect(doc.content[1]?.data.target).toMatchObject({
      kind: 'asset',
      url: '//images.ctfassets.net/space1/pic/token/pic.png',
      width: 1200,
    });
    expect(doc.content[2]?.data.target).toBeUndefined();
  });

  it('uses the preview token (drafts) only in preview', async () => {
    const query = { content_type: 'konewBlogPost', locale: 'en-US' as const };
    expect((await source().getEntries('card', query, { preview: false })).total).toBe(2);
    expect((await source().getEntries('card', query, { preview: true })).total).toBe(3);
    expect(api.seen.at(-1)?.token).toBe(tokens.preview);
  });

  it('sends the environment id in the path; master is the default and never passed', async () => {
    expect(
      clientParams({ spaceId: 's', deliveryToken: 't', environment: 'master' }, 'delivery'),
    ).not.toHaveProperty('environment');
    expect(
      clientParams({ spaceId: 's', deliveryToken: 't', environment: 'staging' }, 'delivery'),
    ).toMatchObject({ environment: 'staging' });
    await source('staging').getEntries('card', queries[0]!, { preview: false });
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
    const result = await source().getEntries('card', queries[0]!, { preview: false });
    expect(result.total).toBe(2);
    expect(api.seen.length - before).toBe(2);
  });

  it('waits for the rate-limit reset of a 429 before retrying', async () => {
    api.script([{ status: 429, headers: { 'X-Contentful-RateLimit-Reset': '1' } }]);
    const started = Date.now();
    const result = await source().getEntries('card', queries[0]!, { preview: false });
    expect(result.total).toBe(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
  });

  it('retries a dropped connection', async () => {
    api.script([{ drop: true }]);
    expect((await source().getEntries('card', queries[0]!, { preview: false })).total).toBe(2);
  });

  it('gives up after the retry limit', async () => {
    api.script(
      Array.from({ length: 8 }, () => ({
        status: 429,
        headers: { 'X-Contentful-RateLimit-Reset': '0' },
      })),
    );
    const before = api.seen.length;
    await expect(source().getEntries('card', queries[0]!, { preview: false })).rejects.toThrow(
      /RateLimitExceeded|429/,
    );
    expect(api.seen.length - before).toBe(6);
    api.script([]);
  }, 15_000);

  it('turns a 404 into ContentNotFoundError with the API message, without retrying', async () => {
    api.script([{ status: 404 }]);
    const before = api.seen.length;
    const error = await source()
      .getEntries('card', queries[0]!, { preview: false })
      .catch((e: unknown) => e);
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
