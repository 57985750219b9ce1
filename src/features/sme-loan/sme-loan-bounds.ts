import { z } from '@/lib/zod';
import { crossRule } from '@/components/forms/schema-rules';
import { defaultSmeLoanProduct, smeLoanProducts, smeLoanProductTypes } from './loan-products';

// The product's bounds, as the enquiry's and the application's schemas check them.
export const bounds = smeLoanProducts[defaultSmeLoanProduct];
export const productType = z.enum(smeLoanProductTypes).default(defaultSmeLoanProduct);
export const loanAmount = z
  .number()
  .int()
  .positive()
  .meta({
    description: `HKD, whole dollars, within the product's bounds (${bounds.minAmount}–${bounds.maxAmount} for ${defaultSmeLoanProduct}).`,
  });

type Bounded = { product_type: keyof typeof smeLoanProducts };
type Issue = (path: PropertyKey[], code: string) => void;

/** `value` within the product's bounds: `min`/`max` name them in loan-products.ts. */
function within(value: number | undefined, min: number, max: number, path: string, issue: Issue) {
  if (value === undefined) return;
  if (value < min) issue([path], 'below_product_minimum');
  if (value > max) issue([path], 'above_product_maximum');
}

export const amountRule = <T extends Bounded & { loan_amount?: number }>() =>
  crossRule<T>(['loan_amount', 'product_type'], (value, issue) => {
    const product = smeLoanProducts[value.product_type];
    within(value.loan_amount, product.minAmount, product.maxAmount, 'loan_amount', issue);
  });

export const monthsRule = <T extends Bounded & { repayment_period: number }>() =>
  crossRule<T>(['repayment_period', 'product_type'], (value, issue) => {
    const product = smeLoanProducts[value.product_type];
    within(value.repayment_period, product.minMonths, product.maxMonths, 'repayment_period', issue);
  });
