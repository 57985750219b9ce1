import { defineAction } from 'astro:actions';
import type { PlainPostAction } from '@/features/api-routes/route-lookup';
import { ownerLoanEnquiry } from '@/features/owner-loan/owner-loan-enquiry-inputs';
import { smeEnquiry } from '@/features/sme-loan/sme-enquiry-inputs';
import { sendAccountDeletion } from './account-deletion-post';
import type { Inputs } from '@/components/forms/form-inputs';
import { type PlainPost, plainPost, sendPlainPost } from './plain-post';
import { branchBookingPost, creditReportConsentPost, valuationPost } from './plain-posts';

/** A form's Action: the posted form sent through the form's JSON route. */
function plainAction<T extends Inputs>(post: PlainPost<T>) {
  return defineAction({
    accept: 'form',
    handler: (form, context) => sendPlainPost(post, form, context),
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
  smeEnquiry: plainAction(plainPost('smeEnquiry', smeEnquiry)),
  ownerLoanEnquiry: plainAction(plainPost('ownerLoanEnquiry', ownerLoanEnquiry)),
  valuation: plainAction(valuationPost),
  creditReportConsent: plainAction(creditReportConsentPost),
  branchBooking: plainAction(branchBookingPost),
  accountDeletion: defineAction({
    accept: 'form',
    handler: (form, context) => sendAccountDeletion(form, context),
  }),
} satisfies Record<PlainPostAction, unknown>;
