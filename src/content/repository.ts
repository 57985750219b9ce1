import type { AppLocale } from '@/config/locales';
import { blogArticleTypes, contentTypes } from './content-types';
import { contentLocale } from './locales';
import {
  bannerSlideSchema,
  blogPostSchema,
  cardCampaignSchema,
  faqSchema,
  landingPageSchema,
  mallMerchantSchema,
  newsPostSchema,
  smeArticleSchema,
  smePromotionSchema,
  smeUseCaseSchema,
  termsPageSchema,
  videoPostSchema,
  type Article,
  type ArticleKind,
  type LandingPage,
} from './model';
import { compareBlog, orderings } from './ordering';
import { parseEntries, type EntryReader } from './reader';

const withId = <T extends object>(fields: T, entry: { id: string }) => ({
  ...fields,
  id: entry.id,
});

/** The site's content queries, in domain types, over any source (through an EntryReader). */
export function createRepository(read: EntryReader) {
  const articlesOf = async (kind: ArticleKind, locale: AppLocale): Promise<Article[]> => {
    const cl = contentLocale(locale);
    if (kind === 'blog') {
      const lists = await Promise.all(
        blogArticleTypes.map((type) => read(type, cl, { order: orderings.blog })),
      );
      return lists
        .flatMap((entries) =>
          parseEntries(blogPostSchema, entries, (f, e) => ({
            ...f,
            id: e.id,
            kind,
            contentType: e.contentType,
          })),
        )
        .sort(compareBlog);
    }
    const [type, schema] =
      kind === 'news'
        ? [contentTypes.newsPost, newsPostSchema]
        : [contentTypes.videoPost, videoPostSchema];
    const entries = await read(type, cl, { order: orderings.blog });
    return parseEntries(schema, entries, (f, e) => ({
      ...f,
      id: e.id,
      kind,
      contentType: e.contentType,
    }));
  };

  const campaignsOf = async (type: 'promotion' | 'lucky_draw', locale: AppLocale) =>
    parseEntries(
      cardCampaignSchema,
      await read(contentTypes.cardCampaign, contentLocale(locale), {
        order: orderings.campaigns,
        'fields.type': type,
      }),
      withId,
    );

  const landingOf = async (type: LandingPage['type'], locale: AppLocale) =>
    parseEntries(
      landingPageSchema,
      await read(contentTypes.landingPage, contentLocale(locale), {
        order: 'fields.slug',
        'fields.type': type,
      }),
      withId,
    );

  return {
    /** Blog articles (featured first, newest first), news or videos. */
    articles: articlesOf,
    /** Any article by slug, whichever of the blog, news and video types holds it. */
    async article(slug: string, locale: AppLocale): Promise<Article | undefined> {
      for (const kind of ['blog', 'news', 'video'] as const) {
        const found = (await articlesOf(kind, locale)).find((a) => a.slug === slug);
        if (found) return found;
      }
      return undefined;
    },
    promotions: (locale: AppLocale) => campaignsOf('promotion', locale),
    campaigns: (locale: AppLocale) => campaignsOf('lucky_draw', locale),
    async faqs(locale: AppLocale) {
      return parseEntries(
        faqSchema,
        await read(contentTypes.faq, contentLocale(locale), { order: orderings.faq }),
        withId,
      );
    },
    async bannerSlides(locale: AppLocale, device: 'desktop' | 'mobile') {
      const type = device === 'desktop' ? contentTypes.bannerSlide : contentTypes.bannerSlideMobile;
      return parseEntries(
        bannerSlideSchema,
        await read(type, contentLocale(locale), { order: orderings.slides }),
        withId,
      );
    },
    async termsPages(locale: AppLocale) {
      return parseEntries(
        termsPageSchema,
        await read(contentTypes.termsPage, contentLocale(locale), { order: orderings.terms }),
        withId,
      );
    },
    landingPages: landingOf,
    async mallMerchants(locale: AppLocale) {
      return parseEntries(
        mallMerchantSchema,
        await read(contentTypes.mallMerchant, contentLocale(locale), {
          order: orderings.merchants,
        }),
        withId,
      );
    },
    async smePromotions(locale: AppLocale) {
      return parseEntries(
        smePromotionSchema,
        await read(contentTypes.smePromotion, contentLocale(locale), {
          order: orderings.campaigns,
        }),
        withId,
      );
    },
    async smeArticles(locale: AppLocale) {
      return parseEntries(
        smeArticleSchema,
        await read(contentTypes.smeBlogPost, contentLocale(locale), { order: orderings.blog }),
        withId,
      );
    },
    async smeUseCases(locale: AppLocale, type?: string) {
      const query = { order: orderings.blog, ...(type ? { 'fields.type': type } : {}) };
      return parseEntries(
        smeUseCaseSchema,
        await read(contentTypes.smeUseCase, contentLocale(locale), query),
        withId,
      );
    },
  };
}

export type ContentRepository = ReturnType<typeof createRepository>;
