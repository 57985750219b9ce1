import { receivedAnswer } from '@/server/submissions/received-answer';
import type { ServeContext } from '@/server/api/route-options';
import { smeApplicationRecord, smeEnquiryRecord } from './sme-loan-repository';
import type { SmeLoanApplication, SmeLoanEnquiry } from './sme-loan-schema';

export function submitSmeEnquiry(
  enquiry: SmeLoanEnquiry,
  { storeSubmission, campaign }: ServeContext,
) {
  return storeSubmission(smeEnquiryRecord(enquiry, campaign), receivedAnswer);
}

/** The route has parsed the application again with the full schema: the earlier validate call is never trusted. */
export function submitSmeApplication(
  application: SmeLoanApplication,
  { storeSubmission, campaign }: ServeContext,
) {
  return storeSubmission(smeApplicationRecord(application, campaign), receivedAnswer);
}
