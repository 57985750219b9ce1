import { receivedAnswer } from '@/server/submissions/received-answer';
import type { ServeContext } from '@/server/api/route-options';
import { saveDeletionRequest } from './account-deletion-repository';
import type { AccountDeletionRequest } from './account-deletion-schema';
import { dueDate } from './due-date';

/** Records a tracked request with its due date; the operations team receives it through the outbox. */
export function requestAccountDeletion(
  request: AccountDeletionRequest,
  { store, campaign }: ServeContext,
) {
  const received = new Date();
  const due = dueDate(received);
  return store(async (tx) => {
    const stored = await saveDeletionRequest(tx, request, due, campaign);
    return { ...receivedAnswer(stored), due_date: due };
  });
}
