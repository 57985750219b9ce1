import type { z } from 'zod';
import type { ContentTypeKey } from './content-types';
import { loanProductSchema } from './loan-product';
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
} from './model';

/**
 * The schema each content type's entries are read with (by its key in `contentTypes`): one table
 * for the repository's queries and for the check that the sample exports define every field the
 * site reads (sample-content.test.ts).
 */
export const contentSchemas = {
  sharedBlogPost: blogPostSchema,
  productBlogPost: blogPostSchema,
  konewBlogPost: blogPostSchema,
  newsPost: newsPostSchema,
  videoPost: videoPostSchema,
  cardCampaign: cardCampaignSchema,
  faq: faqSchema,
  bannerSlide: bannerSlideSchema,
  bannerSlideMobile: bannerSlideSchema,
  termsPage: termsPageSchema,
  landingPage: landingPageSchema,
  mallMerchant: mallMerchantSchema,
  smePromotion: smePromotionSchema,
  smeBlogPost: smeArticleSchema,
  smeUseCase: smeUseCaseSchema,
  ownerLoanProduct: loanProductSchema,
  smeLoanProduct: loanProductSchema,
} as const satisfies Record<ContentTypeKey, z.ZodType>;
