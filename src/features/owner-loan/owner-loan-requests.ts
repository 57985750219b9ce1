// The property-owner loan requests as the API judges them now: the schema with the loan's published
// range, read from the content store at each request (503 content_unavailable without a valid entry).
import { termsForRequest, type TermsStore } from '@/features/loan-calculator/loan-products';
import { loanRange, perRange } from '@/features/loan-calculator/loan-terms';
import { ownerLoanEnquirySchema, ownerLoanUpdateSchema } from './owner-loan-schema';

const enquiryFor = perRange(ownerLoanEnquirySchema);
const updateFor = perRange(ownerLoanUpdateSchema);

/** Each request's schema as of now, its range read from `store` (the site's content by default). */
export function ownerLoanRequests(store?: TermsStore) {
  const range = async () => loanRange(await termsForRequest('property_owner_loan', store));
  return {
    enquiry: async () => enquiryFor(await range()),
    update: async () => updateFor(await range()),
  };
}
