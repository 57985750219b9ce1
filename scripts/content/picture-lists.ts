// The lists of pictures the site shows from the sample store, and a fingerprint of each picture's
// motif that ignores its colours and background: the motif's dark and accent pixels, cropped to
// their bounding box and sampled on a 24 × 24 grid. Used by distinct-pictures.test.ts.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { ExportAsset, ExportEntry, ExportFile } from '../../src/content/local/export-file';

export type Picture = { entry: string; asset: string; file: string };
export type PictureList = { name: string; pictures: Picture[] };

const en = (entry: ExportEntry, field: string) => entry.fields[field]?.['en-US'];
const type = (entry: ExportEntry) => entry.sys.contentType.sys.id;

function pictureOf(dir: string, assets: Map<string, ExportAsset>, entry: ExportEntry) {
  for (const value of Object.values(entry.fields)) {
    const link = value['en-US'] as { sys?: { linkType?: string; id?: string } } | undefined;
    if (link?.sys?.linkType !== 'Asset' || !link.sys.id) continue;
    const file = assets.get(link.sys.id)?.fields.file?.['en-US'] as { url: string } | undefined;
    if (!file) throw new Error(`${entry.sys.id}: asset ${link.sys.id} missing`);
    return { entry: entry.sys.id, asset: link.sys.id, file: path.join(dir, file.url.slice(2)) };
  }
  return undefined;
}

/** Every list of pictures a page shows, from the export in `dir` (content/card or content/sme). */
export function pictureLists(dir: string): PictureList[] {
  const file = JSON.parse(readFileSync(path.join(dir, 'export.json'), 'utf8')) as ExportFile;
  const assets = new Map(file.assets.map((a) => [a.sys.id, a]));
  const list = (name: string, keep: (e: ExportEntry) => boolean): PictureList => ({
    name,
    pictures: file.entries.filter(keep).flatMap((e) => pictureOf(dir, assets, e) ?? []),
  });
  const is =
    (...types: string[]) =>
    (e: ExportEntry) =>
      types.includes(type(e));
  const campaign = (kind: string) => (e: ExportEntry) =>
    type(e) === 'konewCardCampaign' && en(e, 'type') === kind;
  const lists = [
    list('blog', is('konewBlogPost', 'blogPost')),
    list('news', is('konewNewsPost')),
    list('videos', is('konewVideoPost')),
    list('promotions', campaign('promotion')),
    list('lucky draws', campaign('lucky_draw')),
    list('promotions and draws', is('konewCardCampaign')),
    list('banner slides', is('konewWebsiteBannerSlides')),
    list('banner slides (mobile)', is('konewWebsiteBannerSlidesMobile')),
    list('mall merchants', is('konewMallMerchant')),
    list('SME promotions', is('kcashSmePromotionPost')),
    list('SME blog', is('kcashSmeBlogPost')),
    list('SME use cases', is('kcashSmeUseCasePost')),
    // /blog shows articles with the news and videos; /sme-loan its promotions, articles and cases.
    list('blog page', is('konewBlogPost', 'blogPost', 'konewNewsPost', 'konewVideoPost')),
    list('SME loan page', (e) => type(e).startsWith('kcashSme')),
  ].filter((l) => l.pictures.length > 0);
  // Home: the newest article and news item beside whichever promotion is the newest running one.
  const newest = (types: string[]) =>
    file.entries
      .filter((e) => types.includes(type(e)) && e.sys.publishedVersion)
      .sort((a, b) => String(en(b, 'publishDate')).localeCompare(String(en(a, 'publishDate'))))[0];
  const teasers = [newest(['konewBlogPost', 'blogPost']), newest(['konewNewsPost'])];
  const home = teasers.flatMap((e) => (e ? (pictureOf(dir, assets, e) ?? []) : []));
  for (const promo of file.entries.filter(campaign('promotion'))) {
    const picture = pictureOf(dir, assets, promo);
    if (home.length && picture)
      lists.push({ name: `home latest (with ${promo.sys.id})`, pictures: [...home, picture] });
  }
  return lists;
}

export const sha256 = (file: string) =>
  createHash('sha256').update(readFileSync(file)).digest('hex');

/** The motif's silhouette: 576 cells, 1 where its dark or accent colours cover most of the cell. */
export async function silhouette(file: string): Promise<Uint8Array> {
  const { data, info } = await sharp(file)
    .resize({ width: 240, height: 240, fit: 'inside' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height, channels } = info;
  const ink = new Uint8Array(width * height);
  let [x0, y0, x1, y1] = [width, height, -1, -1];
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * channels;
      const lum = 0.2126 * data[i]! + 0.7152 * data[i + 1]! + 0.0722 * data[i + 2]!;
      if (lum >= 170) continue;
      ink[y * width + x] = 1;
      [x0, y0, x1, y1] = [Math.min(x0, x), Math.min(y0, y), Math.max(x1, x), Math.max(y1, y)];
    }
  const grid = new Uint8Array(24 * 24);
  if (x1 < 0) return grid;
  for (let gy = 0; gy < 24; gy++)
    for (let gx = 0; gx < 24; gx++) {
      const px = x0 + Math.floor(((gx + 0.5) * (x1 - x0 + 1)) / 24);
      const py = y0 + Math.floor(((gy + 0.5) * (y1 - y0 + 1)) / 24);
      grid[gy * 24 + gx] = ink[py * width + px]!;
    }
  return grid;
}

/** Intersection over union of two silhouettes: 1 for the same motif, lower the more they differ. */
export function overlap(a: Uint8Array, b: Uint8Array) {
  let both = 0;
  let either = 0;
  for (let i = 0; i < a.length; i++) {
    both += a[i]! & b[i]!;
    either += a[i]! | b[i]!;
  }
  return either ? both / either : 1;
}
