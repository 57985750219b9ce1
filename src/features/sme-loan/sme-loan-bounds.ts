import { z } from '@/lib/zod';
import { crossRule } from '@/components/forms/schema-rules';
import type { LoanRange } from '@/features/loan-calculator/loan-terms';
import { defaultSmeLoanProduct, smeLoanProductTypes } from './loan-products';

export const productType = z.enum(smeLoanProductTypes).default(defaultSmeLoanProduct);
export const loanAmount = z.number().int().positive().meta({
  description: "HKD, whole dollars, within the product's published range (its content entry).",
});

type Bounded = { product_type: (typeof smeLoanProductTypes)[number] };
type Issue = (path: PropertyKey[], code: string) => void;

/** `value` within the product's published range (`min`, `max` of its content entry). */
function within(value: number | undefined, min: number, max: number, path: string, issue: Issue) {
  if (value === undefined) return;
  if (value < min) issue([path], 'below_product_minimum');
  if (value > max) issue([path], 'above_product_maximum');
}

/** The amount within `range`: the product's terms as the page (props) or the route (store) read them. */
export const amountRule = <T extends Bounded & { loan_amount?: number }>(range: LoanRange) =>
  crossRule<T>(['loan_amount', 'product_type'], (value, issue) => {
    within(value.loan_amount, range.minAmount, range.maxAmount, 'loan_amount', issue);
  });

export const monthsRule = <T extends Bounded & { repayment_period: number }>(range: LoanRange) =>
  crossRule<T>(['repayment_period', 'product_type'], (value, issue) => {
    within(value.repayment_period, range.minMonths, range.maxMonths, 'repayment_period', issue);
  });
