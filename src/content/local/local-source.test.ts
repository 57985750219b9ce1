import { rename, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  contentDirWith,
  fixtureAsset,
  fixtureEntry,
  fixtureExport,
  fixtureLink,
} from '../testing/export-fixture';
import { createLocalSource } from './local-source';

const en = (fields: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, { 'en-US': v }]));
const post = (id: string, fields: Record<string, unknown>) =>
  fixtureEntry(id, 'konewBlogPost', en({ slug: id, ...fields }));

describe('the local store', () => {
  it('reads a space export from its folder and serves asset URLs from the site', async () => {
    const exportFile = fixtureExport(
      [
        fixtureEntry('x', 'konewBlogPost', {
          title: { 'en-US': 'Hello', 'zh-Hant-HK': '你好' },
          cover: { 'en-US': fixtureLink('Asset', 'img') },
          body: {
            'en-US': {
              nodeType: 'document',
              data: {},
              content: [
                {
                  nodeType: 'embedded-asset-block',
                  content: [],
                  data: { target: fixtureLink('Asset', 'img') },
                },
              ],
            },
          },
        }),
      ],
      [fixtureAsset('img', 'cover.png', 1600, 900)],
    );
    const dir = await contentDirWith(exportFile);
    // A real export's file name also works when there is no export.json.
    await rename(
      path.join(dir, 'card', 'export.json'),
      path.join(dir, 'card', 'contentful-export-space1-master-2026-01-01.json'),
    );
    const items = await createLocalSource(dir).entries(
      'card',
      { contentType: 'konewBlogPost', locale: 'zh-Hant-HK', order: 'blog' },
      { preview: false },
    );
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      kind: 'entry',
      id: 'x',
      contentType: 'konewBlogPost',
      fields: {
        title: '你好',
        cover: {
          kind: 'asset',
          url: '/content-assets/card/images.ctfassets.net/space1/img/token/cover.png',
          width: 1600,
          height: 900,
          title: '圖片 img',
        },
        body: { content: [{ data: { target: { kind: 'asset', id: 'img' } } }] },
      },
    });
  });

  it('orders by several fields, descending ones too, an entry without the value last', async () => {
    const dir = await contentDirWith(
      fixtureExport([
        post('a', { featured: false, publishDate: '2026-03-01', type: 'x' }),
        post('b', { featured: true, publishDate: '2026-01-01' }),
        post('c', { featured: false, publishDate: '2026-04-01', type: 'x' }),
        post('d', { featured: true, publishDate: '2026-02-01', type: ['y', 'x'] }),
        post('e', {}),
      ]),
    );
    const read = (order: 'blog' | 'slug', type?: string) =>
      createLocalSource(dir)
        .entries(
          'card',
          { contentType: 'konewBlogPost', locale: 'en-US', order, ...(type ? { type } : {}) },
          { preview: false },
        )
        .then((items) => items.map((i) => i.id));
    expect(await read('blog')).toEqual(['d', 'b', 'c', 'a', 'e']);
    expect(await read('slug')).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(await read('blog', 'x')).toEqual(['d', 'c', 'a']);
  });

  it('serves the new text once the export file changes (a publish into the local store)', async () => {
    const exportOf = (title: string) => fixtureExport([post('p', { title })]);
    const dir = await contentDirWith(exportOf('Before'));
    const source = createLocalSource(dir);
    const query = { contentType: 'konewBlogPost', locale: 'en-US', order: 'blog' } as const;
    const title = async () => (await source.entries('card', query, { preview: false }))[0]?.fields;
    expect(await title()).toMatchObject({ title: 'Before' });
    const file = path.join(dir, 'card', 'export.json');
    await writeFile(file, JSON.stringify(exportOf('After')));
    const later = new Date(Date.now() + 5_000);
    await utimes(file, later, later);
    expect(await title()).toMatchObject({ title: 'After' });
  });
});
