import type { SitemapEntry } from './sitemap-entries';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The sitemap document (urlset with xhtml:link alternates). */
export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map(({ url, lastModified, alternates }) =>
    [
      '<url>',
      `<loc>${escape(url)}</loc>`,
      ...Object.entries(alternates.languages).map(
        ([lang, href]) =>
          `<xhtml:link rel="alternate" hreflang="${escape(lang)}" href="${escape(href)}" />`,
      ),
      ...(lastModified ? [`<lastmod>${escape(lastModified)}</lastmod>`] : []),
      '</url>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
