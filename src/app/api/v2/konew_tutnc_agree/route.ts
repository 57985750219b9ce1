import { termsAgreeEndpoint } from '@/features/credit-report/credit-report-endpoints';
import { agreeToTerms } from '@/features/credit-report/credit-report-service';
import { apiRoute } from '@/lib/api/api-route';

export const POST = apiRoute(termsAgreeEndpoint, agreeToTerms);
