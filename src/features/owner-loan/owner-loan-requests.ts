// The property-owner loan requests as the API judges them now: the schema with the loan's published
// range, read from the content store at each request (503 content_unavailable without a valid entry).
import { termsForRequest } from '@/features/loan-calculator/loan-products';
import { loanRange } from '@/features/loan-calculator/loan-terms';
import { ownerLoanEnquirySchema, ownerLoanUpdateSchema } from './owner-loan-schema';

const range = async () => loanRange(await termsForRequest('property_owner_loan'));

export const ownerEnquiryNow = async () => ownerLoanEnquirySchema(await range());
export const ownerUpdateNow = async () => ownerLoanUpdateSchema(await range());
