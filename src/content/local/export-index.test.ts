import { describe, expect, it } from 'vitest';
import { ContentQueryError } from '../source';
import { fixtureAsset, fixtureEntry, fixtureExport, fixtureLink } from '../testing/export-fixture';
import { indexExport } from './export-index';

const en = (fields: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, { 'en-US': v }]));
const post = (id: string, fields: Record<string, unknown>, options?: { published?: boolean }) =>
  fixtureEntry(id, 'konewBlogPost', en({ slug: id, ...fields }), options);

const space = fixtureExport(
  [
    post('a', { related: [fixtureLink('Entry', 'b'), fixtureLink('Entry', 'gone')] }),
    post('b', { related: [fixtureLink('Entry', 'c')], cover: fixtureLink('Asset', 'img') }),
    post('c', { related: [fixtureLink('Entry', 'a')], cover: fixtureLink('Asset', 'img') }),
    post('d', { cover: fixtureLink('Asset', 'draft-img'), next: fixtureLink('Entry', 'draft') }),
    post('draft', {}, { published: false }),
    fixtureEntry('old', 'konewBlogPost', en({ slug: 'old' }), { archived: true }),
    fixtureEntry('faq1', 'konewWebsiteFaq', {
      question: { 'en-US': 'How?', 'zh-Hant-HK': '點樣？' },
      answer: { 'en-US': 'Like this.' },
    }),
  ],
  [
    fixtureAsset('img', 'cover.png'),
    fixtureAsset('draft-img', 'x.png', 10, 10, { published: false }),
  ],
);
const index = indexExport(space, (url) => `/local${url.slice(1)}`);
const ids = (preview: boolean) => index.entries('konewBlogPost', 'en-US', preview).map((e) => e.id);
const entry = (id: string, preview = false) =>
  index.entries('konewBlogPost', 'en-US', preview).find((e) => e.id === id);

describe('the index of an export', () => {
  it('holds the published entries of a content type; drafts only in preview, never archived ones', () => {
    expect(ids(false)).toEqual(['a', 'b', 'c', 'd']);
    expect(ids(true)).toEqual(['a', 'b', 'c', 'd', 'draft']);
    expect(index.entries('konewNewsPost', 'en-US', false)).toEqual([]);
  });

  it('reads the requested locale and falls back to en-US field by field', () => {
    const [faq] = index.entries('konewWebsiteFaq', 'zh-Hant-HK', false);
    expect(faq?.fields).toEqual({ question: '點樣？', answer: 'Like this.' });
    expect(() => index.entries('konewWebsiteFaq', 'fr-FR', false)).toThrow(ContentQueryError);
  });

  it('resolves links two levels deep (entry, linked entry, its asset) and drops deeper and dangling ones', () => {
    const a = entry('a');
    expect(a?.fields.related).toMatchObject([
      {
        kind: 'entry',
        id: 'b',
        fields: {
          cover: { kind: 'asset', url: '/local/images.ctfassets.net/space1/img/token/cover.png' },
          related: [{ kind: 'entry', id: 'c', fields: { slug: 'c' } }],
        },
      },
    ]);
    const c = (a?.fields.related as Array<{ fields: { related: Array<{ fields: object }> } }>)[0]
      ?.fields.related[0];
    // c is three levels below a: its links (back to a, to the asset) are left out.
    expect(c?.fields).toEqual({ slug: 'c', related: [] });
  });

  it('links drafts (entries and assets) only in preview', () => {
    expect(entry('d')?.fields).toEqual({ slug: 'd' });
    expect(entry('d', true)?.fields).toMatchObject({
      cover: { id: 'draft-img', width: 10 },
      next: { kind: 'entry', id: 'draft' },
    });
  });

  it('builds each view once, so every read shares its entries', () => {
    expect(entry('a')).toBe(entry('a'));
    expect(index.entries('konewBlogPost', 'en-US', false)).toBe(
      index.entries('konewBlogPost', 'en-US', false),
    );
  });
});
