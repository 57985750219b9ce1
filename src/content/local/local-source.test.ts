import { mkdtemp, writeFile, mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixtureAsset, fixtureEntry, fixtureLink } from '../testing/export-fixture';
import { createLocalSource } from './local-source';

describe('the local store', () => {
  it('reads a space export from its folder and serves asset URLs from the site', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'content-'));
    await mkdir(path.join(dir, 'card'));
    const exportFile = {
      contentTypes: [],
      locales: [
        { code: 'en-US', default: true, fallbackCode: null },
        { code: 'zh-Hant-HK', fallbackCode: 'en-US' },
      ],
      entries: [
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
      assets: [fixtureAsset('img', 'cover.png', 1600, 900)],
    };
    // A real export's file name also works when there is no export.json.
    await writeFile(
      path.join(dir, 'card', 'contentful-export-space1-master-2026-01-01.json'),
      JSON.stringify(exportFile),
    );
    const source = createLocalSource(dir);
    const { items, total } = await source.getEntries(
      'card',
      { content_type: 'konewBlogPost', locale: 'zh-Hant-HK' },
      { preview: false },
    );
    expect(total).toBe(1);
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
});
