import {
  branchBookingInputs,
  branchBookingPayload,
} from '@/features/branch-booking/booking-inputs';
import {
  creditReportConsentInputs,
  creditReportConsentPayload,
} from '@/features/credit-report/credit-report-inputs';
import { valuationInputs, valuationPayload } from '@/features/valuation/valuation-inputs';
import { plainPost } from './plain-post';

/** The valuation posted without JavaScript: its reference is the result page's encoded id. */
export const valuationPost = plainPost(
  'valuation',
  { inputs: valuationInputs, payload: valuationPayload },
  { reference: (answer) => answer.encodedId },
);

/** A branch visit booked without JavaScript: the success view shows the slot and its calendar file. */
export const branchBookingPost = plainPost(
  'branchBooking',
  { inputs: branchBookingInputs, payload: branchBookingPayload },
  { details: ['slot', 'calendar'] },
);

/**
 * The credit report's agreement posted without JavaScript: through its JSON route, which has no bot
 * check (a tick is all it takes, and nothing personal is sent), so no fill time or token is sent on.
 */
export const creditReportConsentPost = plainPost(
  'creditReportConsent',
  { inputs: creditReportConsentInputs, payload: creditReportConsentPayload },
  { reference: (answer) => answer.consentReference },
);
