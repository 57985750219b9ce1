import { actionRoute } from '@/features/api-routes/route-lookup';
import {
  creditReportConsentInputs,
  creditReportConsentPayload,
} from '@/features/credit-report/credit-report-inputs';
import type { PlainPost } from './plain-post';

/**
 * The credit report's agreement posted without JavaScript: through its JSON route, which has no bot
 * check (a tick is all it takes, and nothing personal is sent), so no fill time or token is sent on.
 */
export const creditReportConsentPost: PlainPost<typeof creditReportConsentInputs> = {
  inputs: creditReportConsentInputs,
  payload: creditReportConsentPayload,
  ...actionRoute('creditReportConsent'),
  reference: (answer) => answer.consentReference,
};
