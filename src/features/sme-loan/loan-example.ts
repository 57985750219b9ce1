import { exampleQuote } from '@/features/loan-calculator/loan-quote';
import { defaultSmeLoanProduct, smeLoanProducts } from './loan-products';

/** The SME page's indicative example, from the product table (its example is site configuration). */
export const smeLoanExample = () => exampleQuote(smeLoanProducts[defaultSmeLoanProduct]);
