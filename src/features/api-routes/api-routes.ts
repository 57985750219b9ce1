import { dropKeptContent } from '@/content/kept-content';
import { siteContent } from '@/content/site-content';
import { accountDeletionEndpoint } from '@/features/account-deletion/account-deletion-endpoints';
import { requestAccountDeletion } from '@/features/account-deletion/account-deletion-service';
import { collectEvent } from '@/features/analytics/collect-event';
import { branchBookingEndpoint } from '@/features/branch-booking/booking-endpoints';
import { bookBranchVisit } from '@/features/branch-booking/booking-service';
import { branchesEndpoint } from '@/features/branches/branch-endpoint';
import {
  qrCodeEndpoint,
  termsAgreeEndpoint,
  termsEndpoint,
} from '@/features/credit-report/credit-report-endpoints';
import { agreeToTerms, currentTerms, qrCode } from '@/features/credit-report/credit-report-service';
import { faqsEndpoint } from '@/features/faq/faq-endpoint';
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
import { disableDraft, enableDraft } from '@/features/publishing/draft-routes';
import {
  smeLoanApplicationEndpoint,
  smeLoanApplicationValidateEndpoint,
  smeLoanEnquiryEndpoint,
} from '@/features/sme-loan/sme-loan-endpoints';
import { submitSmeApplication, submitSmeEnquiry } from '@/features/sme-loan/sme-loan-service';
import { smeLoanRequests } from '@/features/sme-loan/sme-loan-requests';
import { ownerLoanRequests } from '@/features/owner-loan/owner-loan-requests';
import {
  valuationCreateEndpoint,
  valuationLookupEndpoint,
} from '@/features/valuation/valuation-endpoints';
import { createValuation, getValuationByEncodedId } from '@/features/valuation/valuation-service';
import { revalidateWebhook } from '@/server/publishing/revalidate-webhook';
import { dropSearchIndexes } from '@/features/search/search-index';
import { dropKeptTerms } from '@/features/loan-calculator/loan-products';
import { branchesRoute, faqsRoute, openApiRoute } from './public-get-routes';
import { documented, jsonPost, queryGet, route } from './route-entry';
import { todoRoute, todosRoute } from './todos-route';

// A loan's requests are judged by its published range, read from the content store per request.
const [sme, owner] = [smeLoanRequests(), ownerLoanRequests()];

/**
 * Every route of the API (src/pages/api, v1, todos), declared once, by name: its address, methods,
 * schema (the endpoint's contract), handler, and the page whose form posts to it without JavaScript.
 * Derived from it (route-lookup.ts): the route files' exports, the OpenAPI document (in this order),
 * the Actions' routes, the middleware's form pages and serve/'s method table (serve/api-routes.json).
 */
export const apiRoutes = {
  kcash_sme_loan_enquiry: jsonPost(smeLoanEnquiryEndpoint, submitSmeEnquiry, {
    plainPost: { page: '/sme-loan', action: 'smeEnquiry' },
    requestNow: sme.enquiry,
  }),
  // Parsing is the whole job: apiRoute answers 422 with field codes before this runs.
  kcash_sme_loan_application_validate: jsonPost(
    smeLoanApplicationValidateEndpoint,
    async () => ({ valid: true as const }),
    { requestNow: sme.application },
  ),
  kcash_sme_loan_application: jsonPost(smeLoanApplicationEndpoint, submitSmeApplication, {
    requestNow: sme.application,
  }),
  konew_tutnc: jsonPost(termsEndpoint, currentTerms),
  konew_tutnc_agree: jsonPost(termsAgreeEndpoint, agreeToTerms, {
    plainPost: { page: '/features/free-smart-credit-report', action: 'creditReportConsent' },
  }),
  konew_qr_code: jsonPost(qrCodeEndpoint, qrCode),
  konew_loan_enquiry: jsonPost(ownerLoanEnquiryEndpoint, submitOwnerLoanEnquiry, {
    plainPost: { page: '/property-owner-loan', action: 'ownerLoanEnquiry' },
    requestNow: owner.enquiry,
  }),
  konew_loan_application: jsonPost(ownerLoanApplicationEndpoint, startApplication, {
    replay: startReplay,
  }),
  konew_loan_application_update: jsonPost(ownerLoanUpdateEndpoint, updateApplication, {
    requestNow: owner.update,
  }),
  konew_valuation_create: jsonPost(
    valuationCreateEndpoint,
    (request, context) => createValuation(request, context),
    { plainPost: { page: '/property-valuation', action: 'valuation' } },
  ),
  konew_valuation_get_by_encoded: jsonPost(valuationLookupEndpoint, getValuationByEncodedId),
  account_delete: jsonPost(accountDeletionEndpoint, requestAccountDeletion, {
    plainPost: { page: '/account_delete', action: 'accountDeletion' },
  }),
  konew_branch_booking: jsonPost(
    branchBookingEndpoint,
    (booking, context) => bookBranchVisit(booking, context),
    { plainPost: { page: '/store-address/book', action: 'branchBooking' } },
  ),
  'konew-center': queryGet(branchesEndpoint, ({ request }) => branchesRoute(request)),
  // The published FAQ (never drafts: the answer is public and cacheable).
  'konew-faqs': queryGet(faqsEndpoint, ({ request }) =>
    faqsRoute(request, (locale) => siteContent().faqs(locale)),
  ),
  openapi: route('/api/v2/openapi.json', {
    GET: (): Response => openApiRoute(documented(Object.values(apiRoutes))),
  }),
  // The publish webhook: the route cache's provider records the tags for every instance, then drops its
  // pages; this process's search indexes, kept loan terms and kept reads go too (the other instances
  // read the recorded tags, and keep their terms and reads a second at most).
  revalidate: route('/api/revalidate', {
    POST: ({ request, cache }) =>
      revalidateWebhook(request, async (tags) => {
        await cache.invalidate({ tags });
        dropSearchIndexes();
        dropKeptTerms();
        dropKeptContent();
      }),
  }),
  draft: route('/api/draft', { GET: ({ request }) => enableDraft(request) }),
  draft_disable: route('/api/draft/disable', { GET: ({ request }) => disableDraft(request) }),
  // The built-in analytics collector, used when no tracking service is configured.
  track: route('/v1/track', { POST: ({ request }) => collectEvent(request) }),
  // The spec's test calls (/tester).
  todos: route('/todos', { POST: ({ request }) => todosRoute(request) }),
  todo: route('/todos/[id]', { GET: ({ params }) => todoRoute(params.id) }),
};
