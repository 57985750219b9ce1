import { branchesEndpoint } from '@/features/branches/branch-endpoint';
import { faqsEndpoint } from '@/features/faq/faq-endpoint';
import { accountDeletionEndpoint } from '@/features/account-deletion/account-deletion-endpoints';
import {
  qrCodeEndpoint,
  termsAgreeEndpoint,
  termsEndpoint,
} from '@/features/credit-report/credit-report-endpoints';
import {
  ownerLoanApplicationEndpoint,
  ownerLoanEnquiryEndpoint,
  ownerLoanUpdateEndpoint,
} from '@/features/owner-loan/owner-loan-endpoints';
import {
  valuationCreateEndpoint,
  valuationLookupEndpoint,
} from '@/features/valuation/valuation-endpoints';
import {
  smeLoanApplicationEndpoint,
  smeLoanApplicationValidateEndpoint,
  smeLoanEnquiryEndpoint,
} from '@/features/sme-loan/sme-loan-endpoints';
import type { Endpoint, QueryEndpoint } from '@/server/api/endpoint';

/** Every endpoint of this API, in the order the document lists them. */
export const documentedEndpoints: Endpoint[] = [
  smeLoanEnquiryEndpoint,
  smeLoanApplicationValidateEndpoint,
  smeLoanApplicationEndpoint,
  termsEndpoint,
  termsAgreeEndpoint,
  qrCodeEndpoint,
  ownerLoanEnquiryEndpoint,
  ownerLoanApplicationEndpoint,
  ownerLoanUpdateEndpoint,
  valuationCreateEndpoint,
  valuationLookupEndpoint,
  accountDeletionEndpoint,
];

/** The public GET endpoints, documented with their query parameters. */
export const documentedQueryEndpoints: QueryEndpoint[] = [branchesEndpoint, faqsEndpoint];
