import { ownerLoanUpdateRoute } from '@/features/api-routes/api-v2-routes';

export const POST = ownerLoanUpdateRoute;
