// The loan products' published terms (kcashLoanProduct in the SME space, konewLoanProduct in the
// card space). SAMPLE values: the operator sets the real ones in the content store.
import type { SampleEntry } from '../sample-entry';

const product = (type: string, fields: SampleEntry['fields']): SampleEntry => ({
  type,
  id: `loan-product-${String(fields.productType).replaceAll('_', '-')}`,
  fields,
  zh: {},
  en: {},
});

export const smeLoanProducts: SampleEntry[] = [
  product('kcashLoanProduct', {
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
  }),
];

export const cardLoanProducts: SampleEntry[] = [
  product('konewLoanProduct', {
    productType: 'property_owner_loan',
    minAmount: 100_000,
    maxAmount: 10_000_000,
    minMonths: 6,
    maxMonths: 240,
    minFlatRateBasisPoints: 20,
    maxFlatRateBasisPoints: 100,
    handlingFeeBasisPoints: 0,
    exampleAmountHkd: 1_200_000,
    exampleMonths: 120,
    exampleFlatRateBasisPoints: 30,
  }),
];
