/**
 * What a loan product publishes, as the calculator, the example table, the forms and the API read it:
 * the amount and term range, the monthly flat rate range, the one-time handling fee, and the
 * representative example. The products' values live in sme-loan/loan-products.ts and
 * owner-loan/owner-loan-options.ts (SAMPLE values: the operator sets the real ones).
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

/** The loan pages that carry a calculator, as the island names its product. */
export type LoanPageKey = 'sme' | 'owner';
