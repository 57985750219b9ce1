import type { MetadataRoute } from 'next';
import { textPages } from '@/config/text-pages';
import { getContent } from '@/content/queries';
import { env } from '@/env';
import { listingParams } from '@/features/blog/blog-data';
import { contentPaths } from '@/components/content/content-paths';
import { fixedPaths, sitemapEntries } from '@/features/sitemap/sitemap-entries';
import { fixedTermsSlugs } from '@/features/terms/fixed-terms';

/** Every page in both locales with hreflang alternates; content pages come from the content store. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const content = await getContent();
  const locale = 'zh-HK';
  const [blog, news, videos, promotions, terms, landings, listings] = await Promise.all([
    content.articles('blog', locale),
    content.articles('news', locale),
    content.articles('video', locale),
    content.promotions(locale),
    content.termsPages(locale),
    content.landingPages('campaign', locale),
    listingParams(),
  ]);
  const paths = [
    ...fixedPaths.map((path) => ({ path })),
    ...Object.keys(textPages).map((page) => ({ path: `/${page}` })),
    ...[...blog, ...news, ...videos].map((a) => ({
      path: contentPaths.article(a.slug),
      lastModified: a.publishDate,
    })),
    ...listings
      .filter((p) => p.locale === locale)
      .map((p) => ({
        path: p.topic
          ? `/blog/topic/${p.topic}${p.page ? `/page/${p.page}` : ''}`
          : `/blog/page/${p.page}`,
      })),
    ...promotions.map((p) => ({ path: contentPaths.promotion(p.slug) })),
    ...terms
      .filter((t) => !fixedTermsSlugs.has(t.slug))
      .map((t) => ({ path: contentPaths.terms(t.slug) })),
    ...landings.map((l) => ({ path: contentPaths.landing(l.type, l.slug) })),
  ];
  return sitemapEntries(paths, env.SITE_ORIGIN);
}
