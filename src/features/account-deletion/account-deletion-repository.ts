import type { Db } from '@/db/client';
import { insertSubmission } from '@/server/submissions/submission-repository';
import type { AccountDeletionRequest } from './account-deletion-schema';

export function saveDeletionRequest(tx: Db, request: AccountDeletionRequest, due: string) {
  return insertSubmission(tx, {
    kind: 'account_deletion',
    referencePrefix: 'DEL',
    status: 'received',
    locale: request.locale,
    payload: { ...request, due_date: due },
    submitted: true,
    consents: [],
    outboxEvent: 'account_deletion.requested',
  });
}
