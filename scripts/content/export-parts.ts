// The parts of a Contentful export that build-sample.ts writes: `sys` blocks, assets with their
// drawn image files, and entry fields in both locales.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { ExportAsset, ExportEntry } from '../../src/content/local/export-file';
import { link, type ContentType } from './content-fields';
import { illustration } from './illustrations';
import { richText } from './rich-text';
import type { Picture, SampleCopy, SampleEntry } from './sample-entry';

export const EN = 'en-US';
export const ZH = 'zh-Hant-HK';
export const STAMP = '2026-11-20T00:00:00.000Z';

const hash = (text: string) => createHash('sha1').update(text).digest('hex').slice(0, 32);

/** The `sys` block of an entry, asset or content type (a draft was never published). */
export function sys(
  id: string,
  type: string,
  spaceId: string,
  { createdAt = STAMP, draft = false }: { createdAt?: string; draft?: boolean } = {},
) {
  return {
    space: link('Space', spaceId),
    id,
    type,
    createdAt,
    updatedAt: createdAt,
    environment: link('Environment', 'master'),
    ...(draft
      ? {}
      : {
          publishedVersion: 2,
          publishedAt: createdAt,
          firstPublishedAt: createdAt,
          publishedCounter: 1,
        }),
    version: draft ? 1 : 3,
  };
}

/** An image to draw, under its asset id. */
export type AssetImage = Picture & { id: string; width: number; height: number };
/** The asset's title in each locale. */
export type Titles = { en: SampleCopy[string] | undefined; zh: SampleCopy[string] | undefined };

/** The asset of an image, drawing its file unless it is already there. */
export async function writeImage(
  dir: string,
  spaceId: string,
  { id, motif, palette, width, height, align, seed }: AssetImage,
  titles: Titles,
): Promise<ExportAsset> {
  const fileName = `${id}.png`;
  const token = hash(`${id}:${motif}:${palette}:${width}x${height}`);
  const file = path.join(dir, 'images.ctfassets.net', spaceId, id, token, fileName);
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    const svg = illustration({
      width,
      height,
      motif,
      palette,
      align,
      seed: seed ?? [...id].reduce((a, c) => a + c.charCodeAt(0), 0),
    });
    await sharp(Buffer.from(svg))
      .png({ palette: true, colours: 64, dither: 0, compressionLevel: 9 })
      .toFile(file);
  }
  const { size } = statSync(file);
  return {
    sys: sys(id, 'Asset', spaceId),
    fields: {
      title: { [EN]: titles.en, [ZH]: titles.zh },
      description: { [EN]: '', [ZH]: '' },
      file: {
        [EN]: {
          url: `//images.ctfassets.net/${spaceId}/${id}/${token}/${fileName}`,
          details: { size, image: { width, height } },
          fileName,
          contentType: 'image/png',
        },
      },
    },
    metadata: { tags: [] },
  };
}

/** Removes the drawn files that no asset links any more (a picture redrawn under a new token). */
export function pruneImages(dir: string, spaceId: string, assets: ExportAsset[]) {
  const keep = new Set(assets.map((a) => `${a.sys.id}/${a.fields.file?.[EN] ? tokenOf(a) : ''}`));
  const base = path.join(dir, 'images.ctfassets.net', spaceId);
  if (!existsSync(base)) return;
  for (const id of readdirSync(base))
    for (const token of readdirSync(path.join(base, id)))
      if (!keep.has(`${id}/${token}`)) rmSync(path.join(base, id, token), { recursive: true });
  for (const id of readdirSync(base))
    if (readdirSync(path.join(base, id)).length === 0)
      rmSync(path.join(base, id), { recursive: true });
}
const tokenOf = (asset: ExportAsset) =>
  String((asset.fields.file?.[EN] as { url: string }).url.split('/').at(-2));

/** An entry's fields by locale; Markdown in a rich-text field becomes rich text. */
export function entryFields(entry: SampleEntry, type: ContentType): ExportEntry['fields'] {
  const known = new Set(type.fields.map((f) => f.id));
  for (const key of [
    ...Object.keys(entry.fields),
    ...Object.keys(entry.zh),
    ...Object.keys(entry.en),
  ]) {
    if (!known.has(key)) throw new Error(`${entry.id}: ${type.sys.id} has no field "${key}"`);
  }
  const fields: ExportEntry['fields'] = {};
  for (const def of type.fields) {
    const convert = (v: unknown) =>
      def.type === 'RichText' && typeof v === 'string' ? richText(v) : v;
    if (def.localized) {
      const en = entry.en[def.id];
      const zh = entry.zh[def.id];
      if (en !== undefined)
        fields[def.id] = { [EN]: convert(en), ...(zh !== undefined ? { [ZH]: convert(zh) } : {}) };
    } else if (entry.fields[def.id] !== undefined) {
      fields[def.id] = { [EN]: convert(entry.fields[def.id]) };
    }
  }
  return fields;
}
