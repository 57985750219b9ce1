import type { Db } from '@/db/client';
import type { LeadCampaign } from '@/lib/lead-campaign';
import { insertSubmission } from '@/server/submissions/submission-repository';
import type { AccountDeletionRequest } from './account-deletion-schema';

export function saveDeletionRequest(
  tx: Db,
  request: AccountDeletionRequest,
  due: string,
  campaign?: LeadCampaign,
) {
  return insertSubmission(tx, {
    kind: 'account_deletion',
    referencePrefix: 'DEL',
    status: 'received',
    locale: request.locale,
    payload: { ...request, due_date: due },
    campaign,
    submitted: true,
    consents: [],
    outboxEvent: 'account_deletion.requested',
  });
}
