import { CONTENT_TAG, contentTag } from './content-tags';
import { contentTypes, type ContentTypeKey } from './content-types';
import { endOf, startOf } from './dates';

/** How long a content page is kept when nothing bounds it: a publish invalidates it sooner. */
export const CONTENT_PAGE_MAX_AGE = 3600;

/** A period a page shows (a promotion's or campaign's dates, as the content model holds them). */
export type ShownPeriod = { startDate?: string; endDate?: string };

/**
 * The part of Astro's page context this helper uses (`Astro` in a .astro file). `cache` is missing
 * where a page renders without Astro's route cache: Astro's Container API (7.3) gives no
 * `Astro.cache` (src/lib/testing/islands.container.test.ts renders the route shells there).
 */
export type CachedPageContext = {
  locals: { preview: boolean };
  cache?: { set(options: { maxAge: number; tags: string[] } | false): void };
};

export type ContentPageCache = {
  /** The content types the page shows; each publish of one of them invalidates the page. */
  types: readonly ContentTypeKey[];
  /** Periods shown (badges, apply buttons): the page is kept no later than the next start or end. */
  period?: ShownPeriod | readonly ShownPeriod[];
  maxAge?: number;
};

/** The instants at which a period's page changes: its start, and the moment after its end. */
function boundaries({ startDate, endDate }: ShownPeriod): number[] {
  return [startDate ? startOf(startDate) : NaN, endDate ? endOf(endDate) + 1 : NaN].filter(
    Number.isFinite,
  );
}

/**
 * Seconds a page may be kept at `now`: `maxAge`, but never past the next boundary of a period it
 * shows (issue 32: time-bound content changes at its boundary without a publish). 0: do not keep.
 */
export function contentPageMaxAge(
  periods: readonly ShownPeriod[],
  now: number,
  maxAge = CONTENT_PAGE_MAX_AGE,
): number {
  const next = Math.min(...periods.flatMap(boundaries).filter((at) => at > now));
  return Number.isFinite(next) ? Math.min(maxAge, Math.floor((next - now) / 1000)) : maxAge;
}

/** The route cache's tags for a page showing these content types. */
export const contentPageTags = (types: readonly ContentTypeKey[]): string[] => [
  CONTENT_TAG,
  ...types.map((type) => contentTag(contentTypes[type])),
];

/**
 * Keeps a rendered content page in the route cache, tagged by the content types it shows, so the
 * publish webhook invalidates it. A preview (drafts, an editor's cookie) is never kept. A cached page
 * must not read the query string or request headers: the cache key is the route path only.
 */
export function cacheContentPage(
  astro: CachedPageContext,
  { types, period, maxAge }: ContentPageCache,
  now = Date.now(),
): void {
  if (!astro.cache) return;
  if (astro.locals.preview) return astro.cache.set(false);
  const periods = period === undefined ? [] : Array.isArray(period) ? period : [period];
  const seconds = contentPageMaxAge(periods as ShownPeriod[], now, maxAge);
  if (seconds <= 0) return astro.cache.set(false);
  astro.cache.set({ maxAge: seconds, tags: contentPageTags(types) });
}

/** The content types a blog page may show (articles of every kind, news, videos). */
export const BLOG_TYPES = [
  'sharedBlogPost',
  'productBlogPost',
  'konewBlogPost',
  'newsPost',
  'videoPost',
] as const satisfies readonly ContentTypeKey[];
