import { compareValues } from './ordering';

/** The site's orderings (spec section 9), as Delivery API `order` values and as comparators. */
export const orderings = {
  /** Featured first, then the newest publishDate. */
  blog: '-fields.featured,-fields.publishDate',
  /** Promotions and campaigns: endDate, latest first. */
  campaigns: '-fields.endDate',
  faq: 'fields.order',
  slides: 'fields.order',
  merchants: 'fields.order,fields.name',
  terms: 'fields.title',
} as const;

/** The blog order in memory, for lists merged from several content types. */
export function compareBlog(
  a: { featured: boolean; publishDate: string; slug: string },
  b: typeof a,
): number {
  return (
    compareValues(a.featured, b.featured, true) ||
    compareValues(a.publishDate, b.publishDate, true) ||
    a.slug.localeCompare(b.slug)
  );
}
