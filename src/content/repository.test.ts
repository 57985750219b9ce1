import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { blogArticleTypes, contentTypes } from './content-types';
import { createLocalSource } from './local/local-source';
import { faqProducts } from './model';
import { createReader } from './reader';
import { createRepository } from './repository';

const source = createLocalSource(path.resolve(__dirname, '../../content'));
const warn = vi.spyOn(console, 'warn');
const repo = createRepository(createReader(source));
const preview = createRepository(createReader(source, { preview: true }));

describe('the sample content through the repository', () => {
  it('orders the blog featured first, then newest, merged over blogPost and konewBlogPost', async () => {
    const posts = await repo.articles('blog', 'en-US');
    expect(posts.length).toBeGreaterThanOrEqual(12);
    const featured = posts.filter((p) => p.featured);
    expect(posts.slice(0, featured.length).every((p) => p.featured)).toBe(true);
    for (const group of [featured, posts.filter((p) => !p.featured)]) {
      const dates = group.map((p) => p.publishDate);
      expect(dates).toEqual([...dates].sort().reverse());
    }
    expect(new Set(posts.map((p) => p.contentType))).toEqual(
      new Set(['konewBlogPost', 'blogPost']),
    );
    expect(new Set(posts.flatMap((p) => p.topics)).size).toBeGreaterThanOrEqual(4);
    expect(posts.some((p) => p.hot)).toBe(true);
  });

  it('shows a draft only in preview', async () => {
    expect(await repo.article('year-end-shopping-guide', 'zh-HK')).toBeUndefined();
    expect(await preview.article('year-end-shopping-guide', 'zh-HK')).toMatchObject({
      title: '年終購物指南（草稿）',
    });
  });

  it('reads each locale and falls back to en-US for fields that are not localized', async () => {
    const zh = await repo.article('video-activate-card', 'zh-HK');
    const en = await repo.article('video-activate-card', 'en-US');
    expect(zh).toMatchObject({
      kind: 'video',
      title: '60 秒啟動 Konew 卡',
      videoUrl: en?.videoUrl,
    });
    expect(en?.title).toBe('Activate your Konew Card in 60 seconds');
    expect(zh?.coverImage?.title).toBe('60 秒啟動 Konew 卡');
  });

  it('finds an article with the list of its kind, reading each list once', async () => {
    const reads: string[] = [];
    const read = createReader(source);
    const counted = createRepository((type, locale, query) => {
      reads.push(type);
      return read(type, locale, query);
    });
    const found = await counted.articleWithList('video-activate-card', 'en-US');
    expect(found?.article).toMatchObject({ kind: 'video', slug: 'video-activate-card' });
    expect(found?.list).toEqual(await repo.articles('video', 'en-US'));
    expect(reads).toEqual([...blogArticleTypes, contentTypes.newsPost, contentTypes.videoPost]);
    expect(await counted.articleWithList('no-such-article', 'en-US')).toBeUndefined();
  });

  it('orders promotions and campaigns by end date, latest first', async () => {
    for (const list of [await repo.promotions('zh-HK'), await repo.campaigns('zh-HK')]) {
      const ends = list.map((p) => Date.parse(p.endDate));
      expect(ends).toEqual([...ends].sort((a, b) => b - a));
    }
    const promotions = await repo.promotions('zh-HK');
    expect(promotions).toHaveLength(8);
    expect(promotions.filter((p) => p.cardholderOnly).length).toBeGreaterThanOrEqual(2);
    const campaigns = await repo.campaigns('en-US');
    expect(campaigns).toHaveLength(3);
    expect(campaigns.every((c) => c.winners.length > 0 && c.drawDate && c.licenceNumber)).toBe(
      true,
    );
  });

  it('orders the FAQ by order, at least eight in each of the three categories', async () => {
    const faqs = await repo.faqs('zh-HK');
    expect(faqs.every((f) => f.category)).toBe(true);
    for (const category of ['account', 'bnpl', 'credit_card'] as const) {
      const orders = faqs.filter((f) => f.category === category).map((f) => f.order);
      expect(orders.length).toBeGreaterThanOrEqual(8);
      expect(orders).toEqual([...orders].sort((a, b) => a - b));
    }
  });

  it('ends every product page with at least eight questions, /faq categories first', async () => {
    for (const product of faqProducts) {
      const faqs = await repo.productFaqs(product, 'en-US');
      expect(faqs.length, product).toBeGreaterThanOrEqual(8);
      expect(faqs.every((f) => f.products.includes(product))).toBe(true);
      const categorised = faqs.map((f) => Boolean(f.category));
      expect(categorised).toEqual([...categorised].sort((a, b) => Number(b) - Number(a)));
    }
    const all = await repo.allFaqs('en-US');
    expect(all.length).toBeGreaterThan((await repo.faqs('en-US')).length);
  });

  it('filters on fields.type: landing pages and SME use cases', async () => {
    expect((await repo.landingPages('campaign', 'en-US')).map((l) => l.slug)).toEqual([
      'partner-week',
      'student-offer',
    ]);
    expect((await repo.landingPages('promotion_material', 'en-US')).map((l) => l.slug)).toEqual([
      'airline_mcc_dpp',
      'apple_pay',
    ]);
    expect(await repo.smeUseCases('zh-HK', 'catering')).toHaveLength(2);
    expect(
      new Set((await repo.smeUseCases('zh-HK')).map((u) => u.type)).size,
    ).toBeGreaterThanOrEqual(2);
  });

  it('holds the sample content the site needs', async () => {
    expect(await repo.articles('news', 'zh-HK')).toHaveLength(4);
    expect(await repo.articles('video', 'zh-HK')).toHaveLength(3);
    const desktop = await repo.bannerSlides('zh-HK', 'desktop');
    const mobile = await repo.bannerSlides('zh-HK', 'mobile');
    expect(desktop.map((s) => s.slug)).toEqual(mobile.map((s) => s.slug));
    expect(desktop).toHaveLength(3);
    expect((await repo.termsPages('zh-HK')).length).toBeGreaterThanOrEqual(6);
    expect(await repo.mallMerchants('zh-HK')).toHaveLength(12);
    expect(await repo.smePromotions('zh-HK')).toHaveLength(3);
    expect(await repo.smeArticles('zh-HK')).toHaveLength(4);
    expect(warn).not.toHaveBeenCalled();
  });
});
