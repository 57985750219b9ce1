import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalSource } from '../local/local-source';
import type { ContentSource, EntriesQuery } from '../source';
import { blogSpace, contentfulOn, tokens } from '../testing/contentful-fixture';
import { contentDirWith } from '../testing/export-fixture';
import { startFakeDeliveryApi, type FakeDeliveryApi } from '../testing/fake-delivery-api';

let api: FakeDeliveryApi;
let local: ContentSource;

beforeAll(async () => {
  api = await startFakeDeliveryApi({ spaces: { space1: blogSpace }, tokens });
  local = createLocalSource(await contentDirWith(blogSpace));
});
afterAll(() => api.close());

/** The local store serves asset files from the site; Contentful from its CDN. Everything else must match. */
const sameAssets = (value: unknown) =>
  JSON.parse(JSON.stringify(value).replaceAll('/content-assets/card/', '//')) as unknown;

const queries: EntriesQuery[] = [
  { contentType: 'konewBlogPost', locale: 'zh-Hant-HK', order: 'blog' },
  { contentType: 'konewBlogPost', locale: 'en-US', order: 'slug' },
  { contentType: 'konewBlogPost', locale: 'en-US', order: 'blog', type: 'guide' },
];

describe('the Contentful source (official SDK) against a fake Delivery API', () => {
  it.each(queries)('answers %o exactly like the local store', async (query) => {
    for (const preview of [false, true]) {
      const expected = await local.entries('card', query, { preview });
      expect(expected.length).toBeGreaterThan(0);
      const result = await contentfulOn(api).entries('card', query, { preview });
      expect(sameAssets(result)).toEqual(sameAssets(expected));
    }
  });

  it('reads every page, whatever the page size', async () => {
    const before = api.seen.length;
    const result = await contentfulOn(api, 'master', 1).entries('card', queries[1]!, {
      preview: true,
    });
    expect(result.map((e) => e.fields.slug)).toEqual(['draft', 'one', 'two']);
    expect(api.seen.slice(before).map((r) => [r.query.skip, r.query.limit])).toEqual([
      ['0', '1'],
      ['1', '1'],
      ['2', '1'],
    ]);
    expect(sameAssets(result)).toEqual(
      sameAssets(await local.entries('card', queries[1]!, { preview: true })),
    );
  });

  it('asks with the ordering, locale, filter and link depth as Delivery API parameters', async () => {
    await contentfulOn(api).entries('card', queries[2]!, { preview: false });
    expect(api.seen.at(-1)?.query).toEqual({
      content_type: 'konewBlogPost',
      locale: 'en-US',
      order: '-fields.featured,-fields.publishDate',
      include: '2',
      limit: '100',
      skip: '0',
      'fields.type': 'guide',
    });
  });

  it('resolves links, including rich-text targets, and drops dangling ones', async () => {
    const items = await contentfulOn(api).entries('card', queries[1]!, { preview: false });
    const one = items.find((e) => e.id === 'p1');
    const doc = one?.fields.body as {
      content: Array<{ data: { target?: { kind: string; url?: string } } }>;
    };
    expect(doc.content[1]?.data.target).toMatchObject({
      kind: 'asset',
      url: '//images.ctfassets.net/space1/pic/token/pic.png',
      width: 1200,
    });
    expect(doc.content[2]?.data.target).toBeUndefined();
    const two = items.find((e) => e.id === 'p2');
    expect(two?.fields.related).toMatchObject([
      { kind: 'entry', id: 'p1', fields: { coverImage: { kind: 'asset', id: 'pic' } } },
    ]);
  });

  it('uses the preview token (drafts) only in preview', async () => {
    const query = queries[1]!;
    expect(await contentfulOn(api).entries('card', query, { preview: false })).toHaveLength(2);
    expect(await contentfulOn(api).entries('card', query, { preview: true })).toHaveLength(3);
    expect(api.seen.at(-1)?.token).toBe(tokens.preview);
  });

  it('is checked by a fake that refuses what it does not understand', async () => {
    const entries = `${api.url}/spaces/space1/environments/master/entries`;
    const headers = { authorization: `Bearer ${tokens.delivery}` };
    for (const query of [
      'content_type=konewBlogPost&fields.slug[ne]=a',
      'content_type=konewBlogPost&order=title',
      'content_type=konewBlogPost&locale=fr-FR',
      'content_type=konewBlogPost&limit=1001',
    ])
      expect((await fetch(`${entries}?${query}`, { headers })).status, query).toBe(400);
  });
});
