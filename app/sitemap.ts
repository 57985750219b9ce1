import type { MetadataRoute } from 'next';
import { getContent } from '@/content/queries';
import { env } from '@/env';
import { sitemapEntries } from '@/features/sitemap/sitemap-entries';
import { sitemapPaths } from '@/features/sitemap/sitemap-paths';

/** Every page in both locales with hreflang alternates; content pages come from the content store. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  return sitemapEntries(await sitemapPaths(await getContent()), env.SITE_ORIGIN);
}
