import { describe, expect, it } from 'vitest';
import { ContentQueryError } from '../source';
import { queryEntries, type DeliveryParams } from './delivery-query';
import { fixtureAsset, fixtureEntry, fixtureExport, fixtureLink } from '../testing/export-fixture';

const post = (
  id: string,
  fields: Record<string, unknown>,
  options?: Parameters<typeof fixtureEntry>[3],
) =>
  fixtureEntry(
    id,
    'konewBlogPost',
    Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, { 'en-US': v }])),
    options,
  );

const space = fixtureExport(
  [
    post('a', { slug: 'a', featured: false, publishDate: '2026-03-01', topics: ['cards'] }),
    post('b', {
      slug: 'b',
      featured: true,
      publishDate: '2026-01-01',
      topics: ['travel', 'cards'],
    }),
    post('c', {
      slug: 'c',
      featured: false,
      publishDate: '2026-04-01',
      cover: fixtureLink('Asset', 'img'),
    }),
    post('d', {
      slug: 'd',
      featured: true,
      publishDate: '2026-02-01',
      related: [fixtureLink('Entry', 'a'), fixtureLink('Entry', 'gone')],
    }),
    post('e', { slug: 'e' }),
    post('draft', { slug: 'draft', publishDate: '2026-05-01' }, { published: false }),
    post('old', { slug: 'old', publishDate: '2020-05-01' }, { archived: true }),
    fixtureEntry('faq1', 'konewWebsiteFaq', {
      question: { 'en-US': 'How?', 'zh-Hant-HK': '點樣？' },
      answer: { 'en-US': 'Like this.' },
      type: { 'en-US': 'bnpl' },
    }),
  ],
  [fixtureAsset('img', 'cover.png')],
);

const ctx = { preview: false, spaceId: 'space1', environment: 'master' };
const ids = (params: DeliveryParams, preview = false) =>
  queryEntries(space, params, { ...ctx, preview }).items.map((i) => i.sys.id);

describe('queryEntries (Delivery API semantics over an export)', () => {
  it('filters by content type and shows published entries only', () => {
    expect(ids({ content_type: 'konewBlogPost', order: 'sys.id' })).toEqual([
      'a',
      'b',
      'c',
      'd',
      'e',
    ]);
  });

  it('shows drafts only in preview, never archived entries', () => {
    expect(ids({ content_type: 'konewBlogPost', order: 'sys.id' }, true)).toEqual([
      'a',
      'b',
      'c',
      'd',
      'draft',
      'e',
    ]);
  });

  it('orders by several fields, `-` descending, missing values last', () => {
    expect(
      ids({ content_type: 'konewBlogPost', order: '-fields.featured,-fields.publishDate' }),
    ).toEqual(['d', 'b', 'c', 'a', 'e']);
    expect(ids({ content_type: 'konewBlogPost', order: 'fields.publishDate' })).toEqual([
      'b',
      'd',
      'a',
      'c',
      'e',
    ]);
  });

  it('pages with skip and limit and reports the total', () => {
    const page = queryEntries(
      space,
      { content_type: 'konewBlogPost', order: 'sys.id', skip: 1, limit: 2 },
      ctx,
    );
    expect(page.items.map((i) => i.sys.id)).toEqual(['b', 'c']);
    expect(page).toMatchObject({ total: 5, skip: 1, limit: 2 });
  });

  it('defaults the limit to 100 and refuses more than 1000', () => {
    expect(queryEntries(space, { content_type: 'konewBlogPost' }, ctx).limit).toBe(100);
    expect(() => queryEntries(space, { content_type: 'konewBlogPost', limit: 1001 }, ctx)).toThrow(
      ContentQueryError,
    );
  });

  it('filters on fields.slug, fields.type and array fields (contains)', () => {
    expect(ids({ content_type: 'konewBlogPost', 'fields.slug': 'c' })).toEqual(['c']);
    expect(ids({ content_type: 'konewWebsiteFaq', 'fields.type': 'bnpl' })).toEqual(['faq1']);
    expect(ids({ content_type: 'konewWebsiteFaq', 'fields.type': 'account' })).toEqual([]);
    expect(
      ids({ content_type: 'konewBlogPost', 'fields.topics': 'cards', order: 'sys.id' }),
    ).toEqual(['a', 'b']);
  });

  it('reads the requested locale and falls back to en-US field by field', () => {
    const [faq] = queryEntries(
      space,
      { content_type: 'konewWebsiteFaq', locale: 'zh-Hant-HK' },
      ctx,
    ).items;
    expect(faq?.fields).toEqual({ question: '點樣？', answer: 'Like this.', type: 'bnpl' });
    expect(faq?.sys.locale).toBe('zh-Hant-HK');
  });

  it('includes linked entries and assets, and reports links it cannot resolve', () => {
    const result = queryEntries(space, { content_type: 'konewBlogPost', 'fields.slug': 'd' }, ctx);
    expect(result.includes?.Entry?.map((e) => e.sys.id)).toEqual(['a']);
    expect(result.errors).toEqual([
      {
        sys: { id: 'notResolvable', type: 'error' },
        details: { type: 'Link', linkType: 'Entry', id: 'gone' },
      },
    ]);
    const withAsset = queryEntries(
      space,
      { content_type: 'konewBlogPost', 'fields.slug': 'c' },
      ctx,
    );
    expect(withAsset.includes?.Asset?.[0]?.fields.file).toMatchObject({ fileName: 'cover.png' });
  });

  it('refuses unknown parameters, locales and field filters without a content type', () => {
    expect(() => queryEntries(space, { content_type: 'x', 'fields.slug[ne]': 'a' }, ctx)).toThrow(
      /Unsupported/,
    );
    expect(() => queryEntries(space, { content_type: 'x', locale: 'fr-FR' }, ctx)).toThrow(
      /Unknown locale/,
    );
    expect(() => queryEntries(space, { 'fields.slug': 'a' }, ctx)).toThrow(/content_type/);
    expect(() => queryEntries(space, { content_type: 'x', order: 'title' }, ctx)).toThrow(
      /Invalid order/,
    );
  });
});
