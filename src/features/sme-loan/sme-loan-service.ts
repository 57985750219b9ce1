import { receivedAnswer } from '@/server/submissions/received-answer';
import type { ServeContext } from '@/server/api/route-options';
import { saveSmeApplication, saveSmeEnquiry } from './sme-loan-repository';
import type { SmeLoanApplication, SmeLoanEnquiry } from './sme-loan-schema';

export function submitSmeEnquiry(enquiry: SmeLoanEnquiry, { store, campaign }: ServeContext) {
  return store(async (tx) => receivedAnswer(await saveSmeEnquiry(tx, enquiry, campaign)));
}

/** The route has parsed the application again with the full schema: the earlier validate call is never trusted. */
export function submitSmeApplication(
  application: SmeLoanApplication,
  { store, campaign }: ServeContext,
) {
  return store(async (tx) => receivedAnswer(await saveSmeApplication(tx, application, campaign)));
}
