import { site } from '@/config/site';
import type { SpaceKey } from './source';

const p = site.product;

/** Content type ids (spec section 3); the `{product}` ones follow `site.product` (`konew`). */
export const contentTypes = {
  sharedBlogPost: 'blogPost',
  productBlogPost: `${p}BlogPost`,
  konewBlogPost: 'konewBlogPost',
  newsPost: 'konewNewsPost',
  videoPost: 'konewVideoPost',
  cardCampaign: `${p}CardCampaign`,
  faq: `${p}WebsiteFaq`,
  bannerSlide: `${p}WebsiteBannerSlides`,
  bannerSlideMobile: `${p}WebsiteBannerSlidesMobile`,
  /** Not in the spec's list: the terms pages, landing pages and mall merchants need a home too. */
  termsPage: `${p}TermsPage`,
  landingPage: `${p}LandingPage`,
  mallMerchant: `${p}MallMerchant`,
  smePromotion: 'kcashSmePromotionPost',
  smeBlogPost: 'kcashSmeBlogPost',
  smeUseCase: 'kcashSmeUseCasePost',
  /** A loan product's published terms, in the space that sells it (issue 51). */
  ownerLoanProduct: `${p}LoanProduct`,
  smeLoanProduct: 'kcashLoanProduct',
} as const;

export type ContentTypeKey = keyof typeof contentTypes;

/** The blog's article types, without duplicates (`{product}BlogPost` is `konewBlogPost` by default). */
export const blogArticleTypes: readonly string[] = [
  ...new Set([
    contentTypes.productBlogPost,
    contentTypes.konewBlogPost,
    contentTypes.sharedBlogPost,
  ]),
];

const smeTypes: ReadonlySet<string> = new Set([
  contentTypes.smePromotion,
  contentTypes.smeBlogPost,
  contentTypes.smeUseCase,
  contentTypes.smeLoanProduct,
]);

/** Which space holds a content type: the SME types live in the SME space, the rest in the card space. */
export function spaceOf(contentType: string): SpaceKey {
  return smeTypes.has(contentType) ? 'sme' : 'card';
}
