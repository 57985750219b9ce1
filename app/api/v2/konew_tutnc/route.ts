import { termsEndpoint } from '@/features/credit-report/credit-report-endpoints';
import { currentTerms } from '@/features/credit-report/credit-report-service';
import { apiRoute } from '@/server/api/api-route';

export const POST = apiRoute(termsEndpoint, currentTerms);
