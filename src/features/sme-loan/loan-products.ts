/**
 * SME loan products and their bounds (SAMPLE values: the operator sets the real ones). The forms and
 * the API read the same table, so the bounds shown are the bounds enforced.
 */
export const smeLoanProducts = {
  kcash_sme_loan: { minAmount: 50_000, maxAmount: 3_000_000, minMonths: 6, maxMonths: 60 },
} as const;

export type SmeLoanProduct = keyof typeof smeLoanProducts;
export const smeLoanProductTypes = Object.keys(smeLoanProducts) as [
  SmeLoanProduct,
  ...SmeLoanProduct[],
];
export const defaultSmeLoanProduct: SmeLoanProduct = 'kcash_sme_loan';
