import { textPages } from '@/config/text-pages';
import { contentPaths } from '@/components/content/content-paths';
import { pageEntries } from '@/content/page-entries';
import type { ContentRepository } from '@/content/repository';
import {
  articlesOnTopic,
  BLOG_PAGE_SIZE,
  isKnownTopic,
  topicsOf,
} from '@/features/blog/blog-listing';
import { fixedTermsSlugs } from '@/features/terms/fixed-terms';
import { fixedPaths } from './sitemap-entries';

const pagesAfterFirst = (count: number) =>
  Array.from({ length: Math.max(1, Math.ceil(count / BLOG_PAGE_SIZE)) - 1 }, (_, i) => i + 2);

/** Every page path of the site (unprefixed), the content pages from the published content. */
export async function sitemapPaths(
  content: ContentRepository,
): Promise<Array<{ path: string; lastModified?: string }>> {
  const { blog, news, videos, promotions, terms, landings } = await pageEntries(content, 'zh-HK');
  const topics = topicsOf(blog).filter(isKnownTopic);
  return [
    ...fixedPaths.map((path) => ({ path })),
    ...Object.keys(textPages).map((page) => ({ path: `/${page}` })),
    ...[...blog, ...news, ...videos].map((a) => ({
      path: contentPaths.article(a.slug),
      lastModified: a.publishDate,
    })),
    ...pagesAfterFirst(blog.length).map((page) => ({ path: `/blog/page/${page}` })),
    ...topics.flatMap((topic) => [
      { path: `/blog/topic/${topic}` },
      ...pagesAfterFirst(articlesOnTopic(blog, topic).length).map((page) => ({
        path: `/blog/topic/${topic}/page/${page}`,
      })),
    ]),
    ...promotions.map((p) => ({ path: contentPaths.promotion(p.slug) })),
    ...terms
      .filter((t) => !fixedTermsSlugs.has(t.slug))
      .map((t) => ({ path: contentPaths.terms(t.slug) })),
    ...landings.map((l) => ({ path: contentPaths.landing(l.type, l.slug) })),
  ];
}
