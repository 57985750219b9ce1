import { ownerLoanApplicationEndpoint } from '@/features/owner-loan/owner-loan-endpoints';
import { startApplication, startReplay } from '@/features/owner-loan/owner-loan-service';
import { apiRoute } from '@/server/api/api-route';

export const POST = apiRoute(ownerLoanApplicationEndpoint, startApplication, startReplay);
