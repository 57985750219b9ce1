import { smeLoanApplicationValidateEndpoint } from '@/features/sme-loan/sme-loan-endpoints';
import { apiRoute } from '@/server/api/api-route';

// Parsing is the whole job: apiRoute answers 422 with field codes before this runs.
export const POST = apiRoute(smeLoanApplicationValidateEndpoint, async () => ({
  valid: true as const,
}));
