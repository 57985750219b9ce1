// Writes the sample content as Contentful exports: content/{card,sme}/export.json plus the image
// files where `contentful space export --download-assets` puts them. Run: npm run content:sample
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ExportAsset, ExportEntry, ExportFile } from '../../src/content/local/export-file';
import { link, locales, type ContentType } from './content-fields';
import { cardContentTypes } from './content-model';
import { smeContentTypes } from './content-model-sme';
import { EN, STAMP, entryFields, pruneImages, sys, writeImage } from './export-parts';
import { bannerSlides } from './sample/banner-slides';
import { blogImages, blogPosts } from './sample/blog';
import { campaigns } from './sample/campaigns';
import { faqs } from './sample/faq';
import { landingPages } from './sample/landing';
import { cardLoanProducts, smeLoanProducts } from './sample/loan-products';
import { mallMerchants } from './sample/mall-merchants';
import { newsPosts } from './sample/news';
import { promotions } from './sample/promotions';
import { smeArticles } from './sample/sme/articles';
import { smePromotions } from './sample/sme/promotions';
import { smeUseCases } from './sample/sme/use-cases';
import { termsPages } from './sample/terms';
import { videoPosts } from './sample/videos';
import type { SampleEntry, SampleImage } from './sample-entry';

const root = path.resolve(import.meta.dirname, '../..');

type Space = {
  spaceId: string;
  contentTypes: ContentType[];
  entries: SampleEntry[];
  images: SampleImage[];
};

const spaces: Record<'card' | 'sme', Space> = {
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
      ...cardLoanProducts,
    ],
    images: blogImages,
  },
  sme: {
    spaceId: 'kcashsample1',
    contentTypes: smeContentTypes,
    entries: [...smePromotions, ...smeArticles, ...smeUseCases, ...smeLoanProducts],
    images: [],
  },
};

for (const [key, space] of Object.entries(spaces)) {
  const dir = path.join(root, 'content', key);
  rmSync(path.join(dir, 'export.json'), { force: true });
  const assets: ExportAsset[] = [];
  for (const image of space.images) {
    assets.push(await writeImage(dir, space.spaceId, image, { en: image.en, zh: image.zh }));
  }
  const entries: ExportEntry[] = [];
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
    const createdAt = entry.fields.publishDate
      ? `${entry.fields.publishDate}T01:00:00.000Z`
      : STAMP;
    entries.push({
      sys: {
        ...sys(entry.id, 'Entry', space.spaceId, { createdAt, draft: entry.draft }),
        contentType: link('ContentType', entry.type),
      },
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
  } satisfies ExportFile;
  mkdirSync(dir, { recursive: true });
  pruneImages(dir, space.spaceId, assets);
  writeFileSync(path.join(dir, 'export.json'), `${JSON.stringify(file, null, 2)}\n`);
  const byType: Record<string, number> = {};
  for (const e of entries)
    byType[e.sys.contentType.sys.id] = (byType[e.sys.contentType.sys.id] ?? 0) + 1;
  console.log(`${key}: ${entries.length} entries, ${assets.length} assets`, byType);
}
