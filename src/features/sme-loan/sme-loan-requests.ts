// The SME loan requests as the API judges them now: the schema with the product's published range,
// read from the content store at each request (503 content_unavailable without a valid entry).
import { termsForRequest, type TermsStore } from '@/features/loan-calculator/loan-products';
import { loanRange, perRange } from '@/features/loan-calculator/loan-terms';
import { defaultSmeLoanProduct } from './loan-products';
import { smeLoanApplicationSchema, smeLoanEnquirySchema } from './sme-loan-schema';

const enquiryFor = perRange(smeLoanEnquirySchema);
const applicationFor = perRange(smeLoanApplicationSchema);

/** Each request's schema as of now, its range read from `store` (the site's content by default). */
export function smeLoanRequests(store?: TermsStore) {
  const range = async () => loanRange(await termsForRequest(defaultSmeLoanProduct, store));
  return {
    enquiry: async () => enquiryFor(await range()),
    application: async () => applicationFor(await range()),
  };
}
