import type { MallMerchant } from '@/content/model';

/** Merchants by category, in the category order given (the Mall messages), unknown categories last. */
export function groupMerchants(
  merchants: readonly MallMerchant[],
  categoryOrder: readonly string[],
) {
  const known = categoryOrder.map((category) => ({
    category,
    merchants: merchants.filter((m) => m.category === category),
  }));
  const others = [
    ...new Set(merchants.map((m) => m.category).filter((c) => !categoryOrder.includes(c))),
  ].map((category) => ({
    category,
    merchants: merchants.filter((m) => m.category === category),
  }));
  return [...known, ...others].filter((group) => group.merchants.length > 0);
}
