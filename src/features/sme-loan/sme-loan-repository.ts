import type { Db } from '@/db/client';
import type { LeadCampaign } from '@/lib/lead-campaign';
import { loanFormConsents } from '@/config/consent-documents';
import { insertSubmission } from '@/server/submissions/submission-repository';
import type { SmeLoanApplication, SmeLoanEnquiry } from './sme-loan-schema';

export function saveSmeEnquiry(tx: Db, enquiry: SmeLoanEnquiry, campaign?: LeadCampaign) {
  return insertSubmission(tx, {
    kind: 'sme_enquiry',
    referencePrefix: 'SQE',
    status: 'received',
    locale: enquiry.locale,
    payload: enquiry,
    campaign,
    submitted: true,
    consents: loanFormConsents(enquiry.locale, enquiry.agree_direct_marketing),
    outboxEvent: 'sme_enquiry.received',
  });
}

export function saveSmeApplication(
  tx: Db,
  application: SmeLoanApplication,
  campaign?: LeadCampaign,
) {
  return insertSubmission(tx, {
    kind: 'sme_application',
    referencePrefix: 'SMA',
    status: 'received',
    locale: application.locale,
    payload: application,
    campaign,
    submitted: true,
    consents: loanFormConsents(application.locale, application.agree_direct_marketing),
    outboxEvent: 'sme_application.received',
  });
}
