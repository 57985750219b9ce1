import { z } from '@/lib/zod';
import { date, imageAsset, optionalText, richTextSchema, slug, text } from './model-fields';

/** Domain types of the content, parsed from resolved entries with zod (unknown fields ignored). */
export { assetSchema, richTextSchema, type ContentAsset } from './model-fields';

/** An entry of a content type: its fields as parsed, and its id in the store. */
type Entry<S extends z.ZodType> = z.infer<S> & { id: string };

/** What most pages of the store start with. */
const titled = { title: text, slug, summary: z.string().default('') };

const articleFields = {
  ...titled,
  body: richTextSchema.optional(),
  coverImage: imageAsset.optional(),
  topics: z.array(z.string()).default([]),
  featured: z.boolean().default(false),
  hot: z.boolean().default(false),
  publishDate: date,
  author: optionalText,
};

export const blogPostSchema = z.object(articleFields);
export const newsPostSchema = z.object({ ...articleFields, source: optionalText });
export const videoPostSchema = z.object({
  ...articleFields,
  videoUrl: z.string().min(1),
  /** WebVTT captions of a video file the page plays itself (features/blog/article-video.tsx). */
  captionsUrl: optionalText,
  duration: optionalText,
});

export type ArticleKind = 'blog' | 'news' | 'video';
export type Article = z.infer<typeof blogPostSchema> & {
  id: string;
  kind: ArticleKind;
  contentType: string;
  source?: string;
  videoUrl?: string;
  captionsUrl?: string;
  duration?: string;
};

const winnerSchema = z.object({ prize: text, identifier: text });

export const cardCampaignSchema = z.object({
  ...titled,
  type: z.enum(['promotion', 'lucky_draw']),
  body: richTextSchema.optional(),
  coverImage: imageAsset.optional(),
  startDate: date.optional(),
  endDate: date,
  featured: z.boolean().default(false),
  cardholderOnly: z.boolean().default(false),
  /** An offer about paying in instalments: its page shows the HK$10,000 fee example. */
  instalmentOffer: z.boolean().default(false),
  promoCode: optionalText,
  merchant: optionalText,
  termsSlug: slug.optional(),
  drawDate: date.optional(),
  licenceNumber: optionalText,
  winners: z.array(winnerSchema).default([]),
});
export type CardCampaign = Entry<typeof cardCampaignSchema>;

export const faqCategories = ['account', 'bnpl', 'credit_card'] as const;
export type FaqCategory = (typeof faqCategories)[number];
/** The product pages that end with their own questions (a question may serve several). */
export const faqProducts = [
  'card',
  'sme_loan',
  'owner_loan',
  'valuation',
  'credit_report',
  'account',
] as const;
export type FaqProduct = (typeof faqProducts)[number];
export const faqSchema = z.object({
  question: text,
  slug,
  answer: richTextSchema,
  /** The /faq category; a question without one is shown on its product pages only. */
  category: z.enum(faqCategories).optional(),
  products: z.array(z.enum(faqProducts)).default([]),
  order: z.number().int().default(0),
});
export type Faq = Entry<typeof faqSchema>;

export const bannerSlideSchema = z.object({
  title: text,
  slug,
  heading: optionalText,
  subheading: optionalText,
  ctaLabel: optionalText,
  link: optionalText,
  image: imageAsset,
  order: z.number().int().default(0),
});
export type BannerSlide = Entry<typeof bannerSlideSchema>;

export const termsPageSchema = z.object({
  ...titled,
  body: richTextSchema,
  effectiveDate: date.optional(),
});
export type TermsPage = Entry<typeof termsPageSchema>;

export const landingPageSchema = z.object({
  ...titled,
  type: z.enum(['campaign', 'promotion_material']),
  heroImage: imageAsset.optional(),
  body: richTextSchema,
  ctaLabel: optionalText,
  ctaUrl: optionalText,
  endDate: date.optional(),
});
export type LandingPage = Entry<typeof landingPageSchema>;

export const mallMerchantSchema = z.object({
  name: text,
  slug,
  category: text,
  description: z.string().default(''),
  logo: imageAsset.optional(),
  website: optionalText,
  instalmentTerms: z.array(z.coerce.number().int().positive()).default([]),
  order: z.number().int().default(0),
});
export type MallMerchant = Entry<typeof mallMerchantSchema>;

export const smePromotionSchema = z.object({
  ...titled,
  body: richTextSchema.optional(),
  coverImage: imageAsset.optional(),
  startDate: date.optional(),
  endDate: date,
  featured: z.boolean().default(false),
});
export type SmePromotion = Entry<typeof smePromotionSchema>;

export const smeArticleSchema = blogPostSchema;
export type SmeArticle = Entry<typeof smeArticleSchema>;

export const smeUseCaseTypes = ['catering', 'retail', 'trading', 'services'] as const;
export const smeUseCaseSchema = z.object({
  ...articleFields,
  type: z.enum(smeUseCaseTypes),
  businessName: optionalText,
});
export type SmeUseCase = Entry<typeof smeUseCaseSchema>;
