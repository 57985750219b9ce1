import type { Db } from '@/db/client';
import { loanFormConsents } from '@/config/consent-documents';
import { insertSubmission } from '@/server/submissions/submission-repository';
import type { SmeLoanApplication, SmeLoanEnquiry } from './sme-loan-schema';

export function saveSmeEnquiry(tx: Db, enquiry: SmeLoanEnquiry) {
  return insertSubmission(tx, {
    kind: 'sme_enquiry',
    referencePrefix: 'SQE',
    status: 'received',
    locale: enquiry.locale,
    payload: enquiry,
    submitted: true,
    consents: loanFormConsents(enquiry.locale, enquiry.agree_direct_marketing),
    outboxEvent: 'sme_enquiry.received',
  });
}

export function saveSmeApplication(tx: Db, application: SmeLoanApplication) {
  return insertSubmission(tx, {
    kind: 'sme_application',
    referencePrefix: 'SMA',
    status: 'received',
    locale: application.locale,
    payload: application,
    submitted: true,
    consents: loanFormConsents(application.locale, application.agree_direct_marketing),
    outboxEvent: 'sme_application.received',
  });
}
