import { termsAgreeEndpoint } from '@/features/credit-report/credit-report-endpoints';
import { agreeToTerms } from '@/features/credit-report/credit-report-service';
import { apiRoute } from '@/server/api/api-route';

export const POST = apiRoute(termsAgreeEndpoint, agreeToTerms);
