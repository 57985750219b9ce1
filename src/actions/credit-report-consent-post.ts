import { termsAgreeRoute } from '@/features/api-routes/api-v2-routes';
import { termsAgreeEndpoint } from '@/features/credit-report/credit-report-endpoints';
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
  route: termsAgreeRoute,
  reference: (answer) => answer.consentReference,
  botCheck: termsAgreeEndpoint.botCheck,
};
