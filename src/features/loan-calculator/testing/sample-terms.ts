import type { LoanProduct } from '@/content/loan-product';
import { toTerms } from '../loan-products';
import type { LoanProductTerms } from '../loan-terms';

/** The SME loan's sample entry as the content store publishes it, with `changes` (a test's publish). */
export const smeProductEntry = (changes: Partial<LoanProduct> = {}): LoanProduct => ({
  id: 'loan-product-kcash-sme-loan',
  productType: 'kcash_sme_loan',
  minAmount: 50_000,
  maxAmount: 3_000_000,
  minMonths: 6,
  maxMonths: 60,
  minFlatRateBasisPoints: 25,
  maxFlatRateBasisPoints: 120,
  handlingFeeBasisPoints: 0,
  exampleAmountHkd: 500_000,
  exampleMonths: 36,
  exampleFlatRateBasisPoints: 45,
  ...changes,
});

/** The sample content store's published terms (content/card and content/sme), as the tests price them. */
export const smeTerms: LoanProductTerms = toTerms(smeProductEntry());

export const ownerTerms: LoanProductTerms = {
  minAmount: 100_000,
  maxAmount: 10_000_000,
  minMonths: 6,
  maxMonths: 240,
  minFlatRateBasisPoints: 20,
  maxFlatRateBasisPoints: 100,
  handlingFeeBasisPoints: 0,
  example: { amountHkd: 1_200_000, months: 120, monthlyFlatRateBasisPoints: 30 },
};
