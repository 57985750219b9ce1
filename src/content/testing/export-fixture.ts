import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { exportFileSchema, type SpaceExport } from '../local/export-file';

/** A small export in the shape `contentful space export` writes, for tests. */
type Fields = Record<string, Record<string, unknown>>;

const link = (linkType: 'Entry' | 'Asset' | 'ContentType', id: string) => ({
  sys: { type: 'Link' as const, linkType, id },
});

export function fixtureEntry(
  id: string,
  contentType: string,
  fields: Fields,
  { published = true, archived = false, createdAt = '2026-01-01T00:00:00.000Z' } = {},
) {
  return {
    sys: {
      id,
      type: 'Entry',
      createdAt,
      updatedAt: createdAt,
      version: published ? 3 : 1,
      ...(published ? { publishedVersion: 2, publishedAt: createdAt } : {}),
      ...(archived ? { archivedVersion: 3 } : {}),
      contentType: link('ContentType', contentType),
    },
    fields,
  };
}

export function fixtureAsset(
  id: string,
  fileName: string,
  width = 1200,
  height = 675,
  { published = true } = {},
) {
  return {
    sys: {
      id,
      type: 'Asset',
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
      ...(published ? { publishedVersion: 2 } : {}),
    },
    fields: {
      title: { 'en-US': `Asset ${id}`, 'zh-Hant-HK': `圖片 ${id}` },
      file: {
        'en-US': {
          url: `//images.ctfassets.net/space1/${id}/token/${fileName}`,
          fileName,
          contentType: 'image/png',
          details: { size: 1000, image: { width, height } },
        },
      },
    },
  };
}

export { link as fixtureLink };

const locales = [
  { code: 'en-US', name: 'English (United States)', default: true, fallbackCode: null },
  {
    code: 'zh-Hant-HK',
    name: 'Chinese (Traditional, Hong Kong)',
    default: false,
    fallbackCode: 'en-US',
  },
];

export function fixtureExport(entries: unknown[], assets: unknown[] = []): SpaceExport {
  return { ...exportFileSchema.parse({ entries, assets, locales }), dir: '/nowhere' };
}

/** A content folder holding the export as the card space's export.json, for the local store. */
export async function contentDirWith(card: SpaceExport): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'content-'));
  await mkdir(path.join(dir, 'card'));
  await writeFile(path.join(dir, 'card', 'export.json'), JSON.stringify(card));
  return dir;
}
