/** One sort key: a field of the entry, ascending or descending. */
export type OrderKey = { field: string; descending: boolean };

const asc = (field: string): OrderKey => ({ field, descending: false });
const desc = (field: string): OrderKey => ({ field, descending: true });

/** The site's orderings (spec section 9), by name: the repository asks a source for one of these. */
export const orderings = {
  /** Featured first, then the newest publishDate. */
  blog: [desc('featured'), desc('publishDate')],
  /** Promotions and campaigns: endDate, latest first. */
  campaigns: [desc('endDate')],
  faq: [asc('order')],
  slides: [asc('order')],
  merchants: [asc('order'), asc('name')],
  terms: [asc('title')],
  slug: [asc('slug')],
  products: [asc('productType')],
} as const satisfies Record<string, readonly OrderKey[]>;

export type OrderName = keyof typeof orderings;

/** An ordering as the Delivery API's `order` parameter, e.g. `-fields.featured,-fields.publishDate`. */
export function deliveryOrder(name: OrderName): string {
  return orderings[name].map((k) => `${k.descending ? '-' : ''}fields.${k.field}`).join(',');
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

/** Compares entries by the keys, then by id, so that entries with equal keys keep one order. */
export function compareEntries(keys: readonly OrderKey[]) {
  return (
    a: { id: string; fields: Record<string, unknown> },
    b: { id: string; fields: Record<string, unknown> },
  ): number =>
    keys.reduce(
      (c, k) => c || compareValues(a.fields[k.field], b.fields[k.field], k.descending),
      0,
    ) || a.id.localeCompare(b.id);
}

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

const faqCategoryRank: Record<string, number> = { account: 0, bnpl: 1, credit_card: 2 };

/** A product page's questions: those of a /faq category first (in its order), then the others. */
export function productFaqOrder<F extends { category?: string; order: number }>(
  faqs: readonly F[],
): F[] {
  const rank = (f: F) => (f.category ? (faqCategoryRank[f.category] ?? 3) : 4);
  return faqs
    .map((f, index) => ({ f, index }))
    .sort((a, b) => rank(a.f) - rank(b.f) || a.f.order - b.f.order || a.index - b.index)
    .map(({ f }) => f);
}
