import type { LeadCampaign } from '@/lib/lead-campaign';
import type { NewSubmission } from '@/server/submissions/submission-repository';
import type { AccountDeletionRequest } from './account-deletion-schema';

export function deletionRequestRecord(
  request: AccountDeletionRequest,
  due: string,
  campaign?: LeadCampaign,
): NewSubmission {
  return {
    kind: 'account_deletion',
    referencePrefix: 'DEL',
    status: 'received',
    locale: request.locale,
    payload: { ...request, due_date: due },
    campaign,
    submitted: true,
    consents: [],
    outboxEvent: 'account_deletion.requested',
  };
}
