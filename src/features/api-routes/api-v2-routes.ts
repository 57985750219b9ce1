import { accountDeletionEndpoint } from '@/features/account-deletion/account-deletion-endpoints';
import { requestAccountDeletion } from '@/features/account-deletion/account-deletion-service';
import {
  qrCodeEndpoint,
  termsAgreeEndpoint,
  termsEndpoint,
} from '@/features/credit-report/credit-report-endpoints';
import { agreeToTerms, currentTerms, qrCode } from '@/features/credit-report/credit-report-service';
import {
  ownerLoanApplicationEndpoint,
  ownerLoanEnquiryEndpoint,
  ownerLoanUpdateEndpoint,
} from '@/features/owner-loan/owner-loan-endpoints';
import {
  startApplication,
  startReplay,
  submitOwnerLoanEnquiry,
  updateApplication,
} from '@/features/owner-loan/owner-loan-service';
import {
  smeLoanApplicationEndpoint,
  smeLoanApplicationValidateEndpoint,
  smeLoanEnquiryEndpoint,
} from '@/features/sme-loan/sme-loan-endpoints';
import { submitSmeApplication, submitSmeEnquiry } from '@/features/sme-loan/sme-loan-service';
import {
  valuationCreateEndpoint,
  valuationLookupEndpoint,
} from '@/features/valuation/valuation-endpoints';
import { createValuation, getValuationByEncodedId } from '@/features/valuation/valuation-service';
import { apiRoute } from '@/server/api/api-route';

/** The JSON POST endpoints of /api/v2 and /api/web, one handler each for Astro's route files. */
export const smeLoanEnquiryRoute = apiRoute(smeLoanEnquiryEndpoint, submitSmeEnquiry);
// Parsing is the whole job: apiRoute answers 422 with field codes before this runs.
export const smeLoanApplicationValidateRoute = apiRoute(
  smeLoanApplicationValidateEndpoint,
  async () => ({ valid: true as const }),
);
export const smeLoanApplicationRoute = apiRoute(smeLoanApplicationEndpoint, submitSmeApplication);
export const termsRoute = apiRoute(termsEndpoint, currentTerms);
export const termsAgreeRoute = apiRoute(termsAgreeEndpoint, agreeToTerms);
export const qrCodeRoute = apiRoute(qrCodeEndpoint, qrCode);
export const ownerLoanEnquiryRoute = apiRoute(ownerLoanEnquiryEndpoint, submitOwnerLoanEnquiry);
export const ownerLoanApplicationRoute = apiRoute(
  ownerLoanApplicationEndpoint,
  startApplication,
  startReplay,
);
export const ownerLoanUpdateRoute = apiRoute(ownerLoanUpdateEndpoint, updateApplication);
export const valuationCreateRoute = apiRoute(valuationCreateEndpoint, (request, context) =>
  createValuation(request, context),
);
export const valuationLookupRoute = apiRoute(valuationLookupEndpoint, getValuationByEncodedId);
export const accountDeletionRoute = apiRoute(accountDeletionEndpoint, requestAccountDeletion);
