import { receivedAnswer } from '@/server/submissions/received-answer';
import type { ServeContext } from '@/server/api/route-options';
import { deletionRequestRecord } from './account-deletion-repository';
import type { AccountDeletionRequest } from './account-deletion-schema';
import { dueDate } from './due-date';

/** Records a tracked request with its due date; the operations team receives it through the outbox. */
export function requestAccountDeletion(
  request: AccountDeletionRequest,
  { storeSubmission, campaign }: ServeContext,
) {
  const due = dueDate(new Date());
  return storeSubmission(deletionRequestRecord(request, due, campaign), (stored) => ({
    ...receivedAnswer(stored),
    due_date: due,
  }));
}
