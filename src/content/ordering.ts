import { ContentQueryError } from './source';

export type OrderKey = { scope: 'fields' | 'sys'; name: string; descending: boolean };

const KEY = /^(-?)(fields|sys)\.([A-Za-z0-9_]+)$/;

/** Parses the Delivery API `order` parameter: comma-separated keys, `-` for descending. */
export function parseOrder(order: string | undefined): OrderKey[] {
  if (!order) return [];
  return order.split(',').map((raw) => {
    const match = KEY.exec(raw.trim());
    if (!match) throw new ContentQueryError(`Invalid order: ${raw}`);
    return {
      descending: match[1] === '-',
      scope: match[2] as 'fields' | 'sys',
      name: match[3] ?? '',
    };
  });
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:T[\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/;

function rank(value: unknown): number | string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'number') return value;
  if (typeof value === 'string') return ISO_DATE.test(value) ? Date.parse(value) : value;
  return JSON.stringify(value);
}

/** Compares two field values for sorting; an entry without the value sorts last either way. */
export function compareValues(a: unknown, b: unknown, descending: boolean): number {
  const x = rank(a);
  const y = rank(b);
  if (x === undefined || y === undefined) return x === y ? 0 : x === undefined ? 1 : -1;
  const c = x < y ? -1 : x > y ? 1 : 0;
  return descending ? -c : c;
}

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
