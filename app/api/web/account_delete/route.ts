import { accountDeletionRoute } from '@/features/api-routes/api-v2-routes';

export const POST = accountDeletionRoute;
