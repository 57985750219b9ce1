// A loan product's published terms, as its content entry holds them (kcashLoanProduct, konewLoanProduct).
import { z } from '@/lib/zod';
import { text } from './model-fields';

const whole = z.number().int().positive();
/** A loan product's published terms (not localised); the reader checks that they agree. */
export const loanProductSchema = z.object({
  productType: text,
  minAmount: whole,
  maxAmount: whole,
  minMonths: whole,
  maxMonths: whole,
  minFlatRateBasisPoints: whole,
  maxFlatRateBasisPoints: whole,
  handlingFeeBasisPoints: z.number().int().min(0),
  exampleAmountHkd: whole,
  exampleMonths: whole,
  exampleFlatRateBasisPoints: whole,
});
export type LoanProduct = z.infer<typeof loanProductSchema> & { id: string };
