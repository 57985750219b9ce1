import type { LandingPage } from '@/content/model';
import { type CachedPageContext, cacheContentPage } from '@/content/page-cache';
import { siteContent } from '@/content/site-content';
import type { AppLocale } from '@/config/locales';
import { isValidSlug } from '@/lib/slug';

/** The part of a landing route's `Astro` this reads: the request's locale and preview, the cache. */
type LandingRouteContext = CachedPageContext & { locals: { locale: AppLocale } };

/**
 * The landing page a route shows (`/abc/{slug}`, `/promotion_material/{slug}`), kept in the route
 * cache no later than its period's next start or end; undefined when the store has none (a 404).
 */
export async function landingRoute(
  astro: LandingRouteContext,
  type: LandingPage['type'],
  slug: string | undefined,
): Promise<LandingPage | undefined> {
  if (slug === undefined || !isValidSlug(slug)) return undefined;
  const { locale, preview } = astro.locals;
  const pages = await siteContent({ preview }).landingPages(type, locale);
  const page = pages.find((p) => p.slug === slug);
  if (page) cacheContentPage(astro, { types: ['landingPage'], period: page });
  return page;
}
