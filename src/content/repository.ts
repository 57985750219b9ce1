import type { z } from 'zod';
import type { AppLocale } from '@/config/locales';
import { blogArticleTypes, contentTypes, type ContentTypeKey } from './content-types';
import { contentLocale } from './locales';
import { contentSchemas } from './content-schemas';
import {
  blogPostSchema,
  newsPostSchema,
  videoPostSchema,
  type Article,
  type ArticleKind,
  type FaqProduct,
  type LandingPage,
} from './model';
import { compareBlog, productFaqOrder } from './ordering';
import { parseEntries, type EntryReader, type ListQuery } from './reader';

type ArticleFields = Omit<Article, 'id' | 'kind' | 'contentType'>;

/** Where each kind of article lives: the blog merges three content types. */
const articleKinds: Record<
  ArticleKind,
  { types: readonly string[]; schema: z.ZodType<ArticleFields> }
> = {
  blog: { types: blogArticleTypes, schema: blogPostSchema },
  news: { types: [contentTypes.newsPost], schema: newsPostSchema },
  video: { types: [contentTypes.videoPost], schema: videoPostSchema },
};

/** An entry of content type `K` as its schema reads it, with its id. */
type Listed<K extends ContentTypeKey> = z.output<(typeof contentSchemas)[K]> & { id: string };

/** The site's content queries, in domain types, over any source (through an EntryReader). */
export function createRepository(read: EntryReader) {
  /** Every entry of a content type that parses (with its schema in contentSchemas), with its id. */
  const list = async <K extends ContentTypeKey>(type: K, locale: AppLocale, query: ListQuery) =>
    parseEntries(
      contentSchemas[type] as z.ZodType<object>,
      await read(contentTypes[type], contentLocale(locale), query),
      (fields, e) => ({ ...fields, id: e.id }),
    ) as Listed<K>[];

  const allFaqs = (locale: AppLocale) => list('faq', locale, { order: 'faq' });

  const articlesOf = async (kind: ArticleKind, locale: AppLocale): Promise<Article[]> => {
    const { types, schema } = articleKinds[kind];
    const lists = await Promise.all(
      types.map((type) => read(type, contentLocale(locale), { order: 'blog' })),
    );
    const articles = lists.flatMap((entries) =>
      parseEntries(schema, entries, (f, e) => ({
        ...f,
        id: e.id,
        kind,
        contentType: e.contentType,
      })),
    );
    return types.length > 1 ? articles.sort(compareBlog) : articles;
  };

  /** The article with the whole list of its kind (for its related articles), each list read once. */
  const articleWithList = async (slug: string, locale: AppLocale) => {
    for (const kind of ['blog', 'news', 'video'] as const) {
      const articles = await articlesOf(kind, locale);
      const article = articles.find((a) => a.slug === slug);
      if (article) return { article, list: articles };
    }
    return undefined;
  };

  return {
    /** A loan product's terms, as published in its space (not localised: read in the base locale). */
    loanProducts: (type: 'smeLoanProduct' | 'ownerLoanProduct') =>
      list(type, 'en-US', { order: 'products' }),
    /** Blog articles (featured first, newest first), news or videos. */
    articles: articlesOf,
    articleWithList,
    /** Any article by slug, whichever of the blog, news and video types holds it. */
    article: async (slug: string, locale: AppLocale): Promise<Article | undefined> =>
      (await articleWithList(slug, locale))?.article,
    promotions: (locale: AppLocale) =>
      list('cardCampaign', locale, {
        order: 'campaigns',
        type: 'promotion',
      }),
    campaigns: (locale: AppLocale) =>
      list('cardCampaign', locale, {
        order: 'campaigns',
        type: 'lucky_draw',
      }),
    /** The /faq questions: those with a category, in `order`. */
    faqs: async (locale: AppLocale) => (await allFaqs(locale)).filter((f) => f.category),
    /** The questions that end a product page: /faq's categories in their order, then the rest. */
    productFaqs: async (product: FaqProduct, locale: AppLocale) =>
      productFaqOrder((await allFaqs(locale)).filter((f) => f.products.includes(product))),
    /** Every question, product pages' included (the site search). */
    allFaqs,
    bannerSlides: (locale: AppLocale, device: 'desktop' | 'mobile') =>
      list(device === 'desktop' ? 'bannerSlide' : 'bannerSlideMobile', locale, { order: 'slides' }),
    termsPages: (locale: AppLocale) => list('termsPage', locale, { order: 'terms' }),
    landingPages: (type: LandingPage['type'], locale: AppLocale) =>
      list('landingPage', locale, { order: 'slug', type }),
    mallMerchants: (locale: AppLocale) => list('mallMerchant', locale, { order: 'merchants' }),
    smePromotions: (locale: AppLocale) => list('smePromotion', locale, { order: 'campaigns' }),
    smeArticles: (locale: AppLocale) => list('smeBlogPost', locale, { order: 'blog' }),
    smeUseCases: (locale: AppLocale, type?: string) =>
      list('smeUseCase', locale, {
        order: 'blog',
        ...(type ? { type } : {}),
      }),
  };
}

export type ContentRepository = ReturnType<typeof createRepository>;
