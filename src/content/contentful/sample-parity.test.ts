import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSpaceExport } from '../local/export-file';
import { createLocalSource } from '../local/local-source';
import { createReader } from '../reader';
import { createRepository, type ContentRepository } from '../repository';
import { createContentfulSource } from './contentful-source';
import { startFakeDeliveryApi, type FakeDeliveryApi } from '../testing/fake-delivery-api';

const contentDir = path.resolve(__dirname, '../../../content');
const tokens = { delivery: 'sample-delivery', preview: 'sample-preview' };
let api: FakeDeliveryApi;
let viaContentful: ContentRepository;
let viaContentfulPreview: ContentRepository;
const local = createRepository(createReader(createLocalSource(contentDir)));
const localPreview = createRepository(
  createReader(createLocalSource(contentDir), { preview: true }),
);

beforeAll(async () => {
  api = await startFakeDeliveryApi({
    spaces: {
      cardspace: await loadSpaceExport(path.join(contentDir, 'card')),
      smespace: await loadSpaceExport(path.join(contentDir, 'sme')),
    },
    tokens,
  });
  const config = (spaceId: string) => ({
    spaceId,
    deliveryToken: tokens.delivery,
    previewToken: tokens.preview,
    environment: 'master',
    deliveryUrl: api.url,
    previewUrl: api.url,
  });
  const source = createContentfulSource({
    spaces: { card: config('cardspace'), sme: config('smespace') },
    log: () => undefined,
    perPage: 5,
  });
  viaContentful = createRepository(createReader(source));
  viaContentfulPreview = createRepository(createReader(source, { preview: true }));
});
afterAll(() => api.close());

/** The local store serves asset files from the site; Contentful from its CDN. Everything else must match. */
const sameAssets = (value: unknown) =>
  JSON.parse(JSON.stringify(value).replace(/\/content-assets\/(?:card|sme)\//g, '//')) as unknown;

describe('every page query gives the same content from Contentful (fake Delivery API) as from the local store', () => {
  const queries: Array<[string, (repo: ContentRepository) => Promise<unknown>]> = [
    ['blog', (r) => r.articles('blog', 'zh-HK')],
    ['news', (r) => r.articles('news', 'en-US')],
    ['videos', (r) => r.articles('video', 'zh-HK')],
    ['an article', (r) => r.article('instalment-basics', 'en-US')],
    ['an article with its list', (r) => r.articleWithList('tokyo-five-day-budget', 'zh-HK')],
    ['a news article with its list', (r) => r.articleWithList('new-partner-merchants', 'en-US')],
    ['promotions', (r) => r.promotions('zh-HK')],
    ['lucky draws', (r) => r.campaigns('en-US')],
    ['FAQ', (r) => r.faqs('zh-HK')],
    ['desktop slides', (r) => r.bannerSlides('zh-HK', 'desktop')],
    ['mobile slides', (r) => r.bannerSlides('en-US', 'mobile')],
    ['terms pages', (r) => r.termsPages('zh-HK')],
    ['landing pages', (r) => r.landingPages('campaign', 'en-US')],
    ['promotion material', (r) => r.landingPages('promotion_material', 'zh-HK')],
    ['mall merchants', (r) => r.mallMerchants('zh-HK')],
    ['SME promotions', (r) => r.smePromotions('zh-HK')],
    ['SME articles', (r) => r.smeArticles('en-US')],
    ['SME use cases by type', (r) => r.smeUseCases('zh-HK', 'catering')],
    ['SME loan products', (r) => r.loanProducts('smeLoanProduct')],
    ['property-owner loan products', (r) => r.loanProducts('ownerLoanProduct')],
  ];
  it.each(queries)('%s', async (_name, query) => {
    const expected = sameAssets(await query(local));
    expect(expected).toBeTruthy();
    expect(sameAssets(await query(viaContentful))).toEqual(expected);
  });

  it('drafts in preview', async () => {
    const draft = await viaContentfulPreview.article('year-end-shopping-guide', 'zh-HK');
    expect(draft?.title).toBe('年終購物指南（草稿）');
    expect(sameAssets(draft)).toEqual(
      sameAssets(await localPreview.article('year-end-shopping-guide', 'zh-HK')),
    );
    expect(await viaContentful.article('year-end-shopping-guide', 'zh-HK')).toBeUndefined();
  });
});
