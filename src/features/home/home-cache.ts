import { BLOG_TYPES, type ContentPageCache, type ShownPeriod } from '@/content/page-cache';

/**
 * How the home page is kept in the route cache: invalidated by a publish of its slides, card
 * campaigns or articles, and kept no later than the next start or end of a promotion it shows.
 */
export const homePageCache = (promotions: readonly ShownPeriod[]): ContentPageCache => ({
  types: ['bannerSlide', 'bannerSlideMobile', 'cardCampaign', ...BLOG_TYPES],
  period: promotions,
});
