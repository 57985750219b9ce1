import { defineAction } from 'astro:actions';
import { actionRoute, type PlainPostAction } from '@/features/api-routes/route-lookup';
import { ownerLoanEnquiry } from '@/features/owner-loan/owner-loan-enquiry-inputs';
import { smeEnquiry } from '@/features/sme-loan/sme-enquiry-inputs';
import { branchBookingPost } from './branch-booking-post';
import { sendAccountDeletion } from './account-deletion-post';
import { creditReportConsentPost } from './credit-report-consent-post';
import type { Inputs } from '@/components/forms/form-inputs';
import { type PlainPost, sendPlainPost } from './plain-post';
import { valuationPost } from './valuation-post';

/** An enquiry form's Action: its own inputs and payload, sent through its Action's JSON route. */
function enquiry<T extends Inputs>(
  action: PlainPostAction,
  form: Pick<PlainPost<T>, 'inputs' | 'payload'>,
) {
  return defineAction({
    accept: 'form',
    handler: (posted, context) =>
      sendPlainPost(
        { inputs: form.inputs, payload: form.payload, ...actionRoute(action) },
        posted,
        context,
      ),
  });
}

/**
 * The forms' plain posts (no JavaScript, issue 32 item 3), one per Action the list of routes names
 * (src/features/api-routes/api-routes.ts). Each takes the posted form and sends it
 * through the form's JSON route, so the same schema, service, bot check, rate limit and
 * Idempotency-Key apply; its answer (values and field errors, or the reference) is what the page
 * renders with `Astro.getActionResult`. The schema runs there, not as the Action's `input`: a
 * refused post must come back with every value as typed, which a failed `input` parse drops.
 */
export const server = {
  smeEnquiry: enquiry('smeEnquiry', smeEnquiry),
  ownerLoanEnquiry: enquiry('ownerLoanEnquiry', ownerLoanEnquiry),
  valuation: defineAction({
    accept: 'form',
    handler: (form, context) => sendPlainPost(valuationPost, form, context),
  }),
  creditReportConsent: defineAction({
    accept: 'form',
    handler: (form, context) => sendPlainPost(creditReportConsentPost, form, context),
  }),
  branchBooking: defineAction({
    accept: 'form',
    handler: (form, context) => sendPlainPost(branchBookingPost, form, context),
  }),
  accountDeletion: defineAction({
    accept: 'form',
    handler: (form, context) => sendAccountDeletion(form, context),
  }),
} satisfies Record<PlainPostAction, unknown>;
