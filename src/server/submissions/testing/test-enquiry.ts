import type { NewSubmission } from '../submission-repository';

/** A record as an enquiry stores it, for tests of how records are written. */
export const testEnquiry = (consents: NewSubmission['consents'] = []): NewSubmission => ({
  kind: 'sme_enquiry',
  referencePrefix: 'TST',
  status: 'received',
  locale: 'en-US',
  payload: { name: 'Chan' },
  submitted: true,
  consents,
  outboxEvent: 'sme_enquiry.received',
});
