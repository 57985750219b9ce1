// Writes the sample content as Contentful exports: content/{card,sme}/export.json plus the image
// files where `contentful space export --download-assets` puts them. Run: node scripts/content/build-sample.mjs
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { locales } from './content-fields.mjs';
import { cardContentTypes, smeContentTypes } from './content-model.mjs';
import { illustration } from './illustrations.mjs';
import { richText } from './rich-text.mjs';
import { blogImages, blogPosts } from './sample/blog.mjs';
import { campaigns, promotions } from './sample/campaigns.mjs';
import { faqs } from './sample/faq.mjs';
import { newsPosts, videoPosts } from './sample/news-videos.mjs';
import { bannerSlides, landingPages, mallMerchants, termsPages } from './sample/pages.mjs';
import { smeArticles, smePromotions, smeUseCases } from './sample/sme.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const EN = 'en-US';
const ZH = 'zh-Hant-HK';
const STAMP = '2026-11-20T00:00:00.000Z';

const spaces = {
  card: {
    spaceId: 'konewsample1',
    contentTypes: cardContentTypes,
    entries: [
      ...blogPosts,
      ...newsPosts,
      ...videoPosts,
      ...promotions,
      ...campaigns,
      ...faqs,
      ...bannerSlides,
      ...termsPages,
      ...landingPages,
      ...mallMerchants,
    ],
    images: blogImages,
  },
  sme: {
    spaceId: 'kcashsample1',
    contentTypes: smeContentTypes,
    entries: [...smePromotions, ...smeArticles, ...smeUseCases],
    images: [],
  },
};

const link = (linkType, id) => ({ sys: { type: 'Link', linkType, id } });
const hash = (text) => createHash('sha1').update(text).digest('hex').slice(0, 32);

function sys(id, type, spaceId, { createdAt = STAMP, draft = false, contentType } = {}) {
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
    ...(contentType ? { contentType: link('ContentType', contentType) } : {}),
  };
}

async function writeImage(
  dir,
  spaceId,
  { id, motif, palette, width, height, align, seed },
  titles,
) {
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

function entryFields(entry, type) {
  const known = new Set(type.fields.map((f) => f.id));
  for (const key of [
    ...Object.keys(entry.fields ?? {}),
    ...Object.keys(entry.zh ?? {}),
    ...Object.keys(entry.en ?? {}),
  ]) {
    if (!known.has(key)) throw new Error(`${entry.id}: ${type.sys.id} has no field "${key}"`);
  }
  const fields = {};
  for (const def of type.fields) {
    const convert = (v) => (def.type === 'RichText' && typeof v === 'string' ? richText(v) : v);
    if (def.localized) {
      const en = entry.en?.[def.id];
      const zh = entry.zh?.[def.id];
      if (en !== undefined)
        fields[def.id] = { [EN]: convert(en), ...(zh !== undefined ? { [ZH]: convert(zh) } : {}) };
    } else if (entry.fields?.[def.id] !== undefined) {
      fields[def.id] = { [EN]: convert(entry.fields[def.id]) };
    }
  }
  return fields;
}

for (const [key, space] of Object.entries(spaces)) {
  const dir = path.join(root, 'content', key);
  rmSync(path.join(dir, 'export.json'), { force: true });
  const assets = [];
  for (const image of space.images) {
    assets.push(await writeImage(dir, space.spaceId, image, { en: image.en, zh: image.zh }));
  }
  const entries = [];
  for (const entry of space.entries) {
    const type = space.contentTypes.find((t) => t.sys.id === entry.type);
    if (!type) throw new Error(`${entry.id}: unknown content type ${entry.type}`);
    const fields = entryFields(entry, type);
    if (entry.image) {
      const assetId = `img-${entry.id}`;
      const image = { width: 1200, height: 675, ...entry.image, id: assetId };
      const title = {
        en: entry.en.title ?? entry.en.name ?? entry.en.question,
        zh: entry.zh.title ?? entry.zh.name ?? entry.zh.question,
      };
      assets.push(await writeImage(dir, space.spaceId, image, title));
      fields[entry.imageField ?? 'coverImage'] = { [EN]: link('Asset', assetId) };
    }
    for (const def of type.fields.filter((f) => f.required)) {
      if (!fields[def.id]) throw new Error(`${entry.id}: required field ${def.id} missing`);
    }
    const createdAt = entry.fields?.publishDate
      ? `${entry.fields.publishDate}T01:00:00.000Z`
      : STAMP;
    entries.push({
      sys: sys(entry.id, 'Entry', space.spaceId, {
        createdAt,
        draft: entry.draft,
        contentType: entry.type,
      }),
      fields,
      metadata: { tags: [] },
    });
  }
  const contentTypes = space.contentTypes.map((t) => ({
    ...t,
    sys: { ...sys(t.sys.id, 'ContentType', space.spaceId) },
  }));
  const file = {
    contentTypes,
    tags: [],
    editorInterfaces: [],
    entries,
    assets,
    locales,
    webhooks: [],
    roles: [],
  };
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'export.json'), `${JSON.stringify(file, null, 2)}\n`);
  const byType = {};
  for (const e of entries)
    byType[e.sys.contentType.sys.id] = (byType[e.sys.contentType.sys.id] ?? 0) + 1;
  console.log(`${key}: ${entries.length} entries, ${assets.length} assets`, byType);
}
