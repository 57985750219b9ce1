import { ownerLoanUpdateEndpoint } from '@/features/property-owner-loan/owner-loan-endpoints';
import { updateApplication } from '@/features/property-owner-loan/owner-loan-service';
import { apiRoute } from '@/lib/api/api-route';

export const POST = apiRoute(ownerLoanUpdateEndpoint, updateApplication);
