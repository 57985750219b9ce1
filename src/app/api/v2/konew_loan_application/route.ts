import { ownerLoanApplicationEndpoint } from '@/features/property-owner-loan/owner-loan-endpoints';
import { startApplication, startReplay } from '@/features/property-owner-loan/owner-loan-service';
import { apiRoute } from '@/lib/api/api-route';

export const POST = apiRoute(ownerLoanApplicationEndpoint, startApplication, startReplay);
