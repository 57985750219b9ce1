import { branchesRoute } from '@/features/api-routes/public-get-routes';

export const GET = branchesRoute;
