import { ownerLoanUpdateEndpoint } from '@/features/owner-loan/owner-loan-endpoints';
import { updateApplication } from '@/features/owner-loan/owner-loan-service';
import { apiRoute } from '@/server/api/api-route';

export const POST = apiRoute(ownerLoanUpdateEndpoint, updateApplication);
