/**
 * The SME loan products, by code. Their published terms (range, rate, fee, example) are the content
 * store's kcashLoanProduct entries (features/loan-calculator/loan-products.ts reads them).
 */
export const smeLoanProductTypes = ['kcash_sme_loan'] as const;
export type SmeLoanProduct = (typeof smeLoanProductTypes)[number];
export const defaultSmeLoanProduct: SmeLoanProduct = 'kcash_sme_loan';
