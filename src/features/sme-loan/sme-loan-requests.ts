// The SME loan requests as the API judges them now: the schema with the product's published range,
// read from the content store at each request (503 content_unavailable without a valid entry).
import { termsForRequest } from '@/features/loan-calculator/loan-products';
import { loanRange } from '@/features/loan-calculator/loan-terms';
import { defaultSmeLoanProduct } from './loan-products';
import { smeLoanApplicationSchema, smeLoanEnquirySchema } from './sme-loan-schema';

const range = async () => loanRange(await termsForRequest(defaultSmeLoanProduct));

export const smeEnquiryNow = async () => smeLoanEnquirySchema(await range());
export const smeApplicationNow = async () => smeLoanApplicationSchema(await range());
