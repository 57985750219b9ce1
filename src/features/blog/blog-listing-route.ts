import type { AppLocale } from '@/config/locales';
import { BLOG_TYPES, type CachedPageContext, cacheContentPage } from '@/content/page-cache';
import type { ContentRepository } from '@/content/repository';
import { siteContent } from '@/content/site-content';
import { translator } from '@/i18n/translator';
import { blogArticles } from './blog-articles';
import { articlesOnTopic, isKnownTopic, paginate, parsePage } from './blog-listing';

/**
 * What a blog listing route shows (/blog, /blog/page/N, /blog/topic/T, /blog/topic/T/page/N), from
 * its URL segments, or undefined for a page that does not exist (404): an unknown topic, a page out
 * of range, "1" or a leading zero in the URL.
 */
export async function blogListing(
  content: ContentRepository,
  locale: AppLocale,
  segments: { topic?: string | undefined; page?: string | undefined },
) {
  const page = segments.page === undefined ? 1 : parsePage(segments.page);
  if (!page || (segments.page !== undefined && page < 2)) return undefined;
  const topic = segments.topic;
  if (topic !== undefined && !isKnownTopic(topic)) return undefined;
  const { all, news, videos } = await blogArticles(content, locale);
  const pool = topic ? articlesOnTopic(all, topic) : all;
  const shown = paginate(pool, page);
  if (!shown || (topic && shown.items.length === 0)) return undefined;
  const t = translator(locale, 'Blog');
  const label = topic ? t(`topics.${topic}`) : undefined;
  const head = label
    ? page > 1
      ? {
          title: t('topicPageTitle', { topic: label, page }),
          description: t('topicPageLead', { topic: label, page }),
        }
      : { title: t('topicTitle', { topic: label }), description: t('topicLead', { topic: label }) }
    : page > 1
      ? { title: t('pageTitle', { page }), description: t('pageDescription', { page }) }
      : { title: t('metaTitle'), description: t('metaDescription') };
  const firstPage = !topic && page === 1;
  return {
    head,
    view: { all, shown, topic, ...(firstPage ? { news, videos } : {}) },
  };
}

/** The part of a blog listing route's `Astro` this reads: locale, preview, segments, the cache. */
type ListingRouteContext = CachedPageContext & {
  locals: { locale: AppLocale };
  params: { topic?: string | undefined; page?: string | undefined };
};

/** The blog listing a route shows, from its segments (see `blogListing`), kept in the route cache. */
export async function blogListingRoute(astro: ListingRouteContext) {
  const { locale, preview } = astro.locals;
  const { topic, page } = astro.params;
  const listing = await blogListing(siteContent({ preview }), locale, { topic, page });
  if (listing) cacheContentPage(astro, { types: BLOG_TYPES });
  return listing;
}

/** The articles of /blog/news or /blog/videos, newest first, kept in the route cache. */
export async function articleListRoute(astro: ListingRouteContext, kind: 'news' | 'videos') {
  const { locale, preview } = astro.locals;
  cacheContentPage(astro, { types: [kind === 'news' ? 'newsPost' : 'videoPost'] });
  return siteContent({ preview }).articles(kind === 'news' ? 'news' : 'video', locale);
}
