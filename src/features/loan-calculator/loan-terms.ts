/**
 * What a loan product publishes, as the calculator, the example table, the forms and the API read it:
 * the amount and term range, the monthly flat rate range, the one-time handling fee, and the
 * representative example. The values are the content store's product entries (kcashLoanProduct,
 * konewLoanProduct), read by loan-products.ts; only the product codes live in code.
 */
export type LoanProductTerms = {
  minAmount: number;
  maxAmount: number;
  minMonths: number;
  maxMonths: number;
  /** Monthly flat rate range in basis points of the original amount: 45 is 0.45% a month. */
  minFlatRateBasisPoints: number;
  maxFlatRateBasisPoints: number;
  /** One-time handling fee in basis points of the amount, deducted when the loan is paid out. */
  handlingFeeBasisPoints: number;
  /** The representative example the page shows and the calculator starts with. */
  example: { amountHkd: number; months: number; monthlyFlatRateBasisPoints: number };
};

/** The amount and term range alone: what the forms and the API check. */
export type LoanRange = Pick<
  LoanProductTerms,
  'minAmount' | 'maxAmount' | 'minMonths' | 'maxMonths'
>;

/** The range alone, as an island's props carry it (the page serialises only these four numbers). */
export const loanRange = (terms: LoanProductTerms): LoanRange => ({
  minAmount: terms.minAmount,
  maxAmount: terms.maxAmount,
  minMonths: terms.minMonths,
  maxMonths: terms.maxMonths,
});

/** The loan products the site sells, by the code their content entry carries. */
export const loanProductCodes = ['kcash_sme_loan', 'property_owner_loan'] as const;
export type LoanProductCode = (typeof loanProductCodes)[number];

/** The loan pages that carry a calculator, as the island names its product. */
export type LoanPageKey = 'sme' | 'owner';

/**
 * `build` made once per range and kept: a request's schema is built from the range it is judged by,
 * and making one (zod compiles a schema at its first parse) costs more than the request itself, while
 * a range changes only when the product's entry is published anew. A few ranges are kept at most.
 */
export function perRange<T>(build: (range: LoanRange) => T): (range: LoanRange) => T {
  const made = new Map<string, T>();
  return (range) => {
    const key = JSON.stringify(range);
    const kept = made.get(key);
    if (kept !== undefined) return kept;
    if (made.size >= 4) made.clear();
    const fresh = build(range);
    made.set(key, fresh);
    return fresh;
  };
}
