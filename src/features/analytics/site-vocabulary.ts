import { defaultLocale } from '@/config/locales';
import type { ContentRepository } from '@/content/repository';
import { sitemapPaths } from '@/features/sitemap/sitemap-paths';
import { pageName } from './page-name';
import { FIXED_PAGES } from './site-page-names';

/** The values the collector stores: what the site's own pages, markup and links send. */
export type Vocabulary = {
  /** Names of the pages that exist: the fixed ones and the published content's. */
  pages: ReadonlySet<string>;
  /** The home carousel's slide slugs (its buttons' actions, tracked-buttons.ts). */
  slides: ReadonlySet<string>;
  /** The site's campaign values (ANALYTICS_CAMPAIGNS), lower case. */
  campaigns: ReadonlySet<string>;
};

/** What is known without the content store: the fixed pages only. */
export const fixedVocabulary = (campaigns: readonly string[]): Vocabulary => ({
  pages: FIXED_PAGES,
  slides: new Set(),
  campaigns: new Set(campaigns),
});

/**
 * The vocabulary from the published content. The page names are those of the sitemap's paths (one
 * list of the pages that exist), named as the tracker names them (page-name.ts); slugs are the same
 * in both locales (the content store falls back to en-US), so one locale is read.
 */
export async function siteVocabulary(
  content: ContentRepository,
  campaigns: readonly string[],
): Promise<Vocabulary> {
  const [paths, desktop, mobile] = await Promise.all([
    sitemapPaths(content),
    content.bannerSlides(defaultLocale, 'desktop'),
    content.bannerSlides(defaultLocale, 'mobile'),
  ]);
  return {
    pages: new Set([...FIXED_PAGES, ...paths.map(({ path }) => pageName(path))]),
    slides: new Set([...desktop, ...mobile].map((slide) => slide.slug)),
    campaigns: new Set(campaigns),
  };
}
