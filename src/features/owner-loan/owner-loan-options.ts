import type { LoanProductTerms } from '@/features/loan-calculator/loan-terms';

/**
 * Property-owner loan terms (SAMPLE values: the operator sets the real ones): the forms, the API,
 * the calculator and the example table read them.
 */
export const ownerLoanProduct = {
  minAmount: 100_000,
  maxAmount: 10_000_000,
  minMonths: 6,
  maxMonths: 240,
  minFlatRateBasisPoints: 20,
  maxFlatRateBasisPoints: 100,
  handlingFeeBasisPoints: 0,
  example: { amountHkd: 1_200_000, months: 120, monthlyFlatRateBasisPoints: 30 },
} as const satisfies LoanProductTerms;

/** The property-owner loan's enumerations, as stable codes the forms label in both languages. */
export const propertyTypes = [
  'private_residential',
  'village_house',
  'commercial',
  'industrial',
  'car_park',
] as const;
export const ownerLoanPurposes = [
  'debt_consolidation',
  'renovation',
  'business',
  'education',
  'medical',
  'other',
] as const;
export const employmentTypes = ['employed', 'self_employed', 'retired', 'other'] as const;
