import type { APIRoute } from 'astro';
import { siteContent } from '@/content/site-content';
import { env } from '@/env';
import { sitemapEntries } from '@/features/sitemap/sitemap-entries';
import { sitemapPaths } from '@/features/sitemap/sitemap-paths';
import { sitemapXml } from '@/features/sitemap/sitemap-xml';

/** Every page in both locales with hreflang alternates, from the published content. */
export const GET: APIRoute = async () =>
  new Response(sitemapXml(sitemapEntries(await sitemapPaths(siteContent()), env.SITE_ORIGIN)), {
    headers: { 'content-type': 'application/xml; charset=utf-8' },
  });
