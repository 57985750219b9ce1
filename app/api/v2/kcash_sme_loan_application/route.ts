import { smeLoanApplicationEndpoint } from '@/features/sme-loan/sme-loan-endpoints';
import { submitSmeApplication } from '@/features/sme-loan/sme-loan-service';
import { apiRoute } from '@/server/api/api-route';

export const POST = apiRoute(smeLoanApplicationEndpoint, submitSmeApplication);
