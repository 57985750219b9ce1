import type { AppLocale } from '@/config/locales';
import type { ContentRepository } from './repository';

/**
 * The published entries that have a page of their own, in one language: articles of each kind,
 * promotions, terms pages and campaign landing pages (what the sitemap lists and the search finds).
 */
export async function pageEntries(content: ContentRepository, locale: AppLocale) {
  const [blog, news, videos, promotions, terms, landings] = await Promise.all([
    content.articles('blog', locale),
    content.articles('news', locale),
    content.articles('video', locale),
    content.promotions(locale),
    content.termsPages(locale),
    content.landingPages('campaign', locale),
  ]);
  return { blog, news, videos, promotions, terms, landings };
}
