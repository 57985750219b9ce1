import { defineAction } from 'astro:actions';
import { ownerLoanEnquiryEndpoint } from '@/features/owner-loan/owner-loan-endpoints';
import {
  ownerLoanEnquiryInputs,
  ownerLoanEnquiryPayload,
} from '@/features/owner-loan/owner-loan-enquiry-inputs';
import { submitOwnerLoanEnquiry } from '@/features/owner-loan/owner-loan-service';
import { smeEnquiryInputs, smeEnquiryPayload } from '@/features/sme-loan/sme-enquiry-inputs';
import { smeLoanEnquiryEndpoint } from '@/features/sme-loan/sme-loan-endpoints';
import { submitSmeEnquiry } from '@/features/sme-loan/sme-loan-service';
import { apiRoute } from '@/server/api/api-route';
import { sendAccountDeletion } from './account-deletion-post';
import { creditReportConsentPost } from './credit-report-consent-post';
import { sendPlainPost } from './plain-post';
import { valuationPost } from './valuation-post';

/**
 * The forms' plain posts (no JavaScript, issue 32 item 3). Each takes the posted form and sends it
 * through the form's JSON route, so the same schema, service, bot check, rate limit and
 * Idempotency-Key apply; its answer (values and field errors, or the reference) is what the page
 * renders with `Astro.getActionResult`. The schema runs there, not as the Action's `input`: a
 * refused post must come back with every value as typed, which a failed `input` parse drops.
 */
export const server = {
  smeEnquiry: defineAction({
    accept: 'form',
    handler: (form, context) =>
      sendPlainPost(
        {
          inputs: smeEnquiryInputs,
          payload: smeEnquiryPayload,
          route: apiRoute(smeLoanEnquiryEndpoint, submitSmeEnquiry),
        },
        form,
        context,
      ),
  }),
  ownerLoanEnquiry: defineAction({
    accept: 'form',
    handler: (form, context) =>
      sendPlainPost(
        {
          inputs: ownerLoanEnquiryInputs,
          payload: ownerLoanEnquiryPayload,
          route: apiRoute(ownerLoanEnquiryEndpoint, submitOwnerLoanEnquiry),
        },
        form,
        context,
      ),
  }),
  valuation: defineAction({
    accept: 'form',
    handler: (form, context) => sendPlainPost(valuationPost, form, context),
  }),
  creditReportConsent: defineAction({
    accept: 'form',
    handler: (form, context) => sendPlainPost(creditReportConsentPost, form, context),
  }),
  accountDeletion: defineAction({
    accept: 'form',
    handler: (form, context) => sendAccountDeletion(form, context),
  }),
};
