import { accountDeletionEndpoint } from '@/features/account-deletion/account-deletion-endpoints';
import { requestAccountDeletion } from '@/features/account-deletion/account-deletion-service';
import { apiRoute } from '@/server/api/api-route';

export const POST = apiRoute(accountDeletionEndpoint, requestAccountDeletion);
