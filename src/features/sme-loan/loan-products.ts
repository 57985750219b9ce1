import { site } from '@/config/site';
import type { LoanProductTerms } from '@/features/loan-calculator/loan-terms';

/**
 * SME loan products and their published terms (SAMPLE values: the operator sets the real ones). The
 * forms, the API, the calculator and the example table read the same table, so the bounds shown are
 * the bounds enforced.
 */
export const smeLoanProducts = {
  kcash_sme_loan: {
    minAmount: 50_000,
    maxAmount: 3_000_000,
    minMonths: 6,
    maxMonths: 60,
    minFlatRateBasisPoints: 25,
    maxFlatRateBasisPoints: 120,
    handlingFeeBasisPoints: 0,
    example: site.sme.example,
  },
} as const satisfies Record<string, LoanProductTerms>;

export type SmeLoanProduct = keyof typeof smeLoanProducts;
export const smeLoanProductTypes = Object.keys(smeLoanProducts) as [
  SmeLoanProduct,
  ...SmeLoanProduct[],
];
export const defaultSmeLoanProduct: SmeLoanProduct = 'kcash_sme_loan';
