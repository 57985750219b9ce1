import { smeLoanEnquiryEndpoint } from '@/features/sme-loan/sme-loan-endpoints';
import { submitSmeEnquiry } from '@/features/sme-loan/sme-loan-service';
import { apiRoute } from '@/server/api/api-route';

export const POST = apiRoute(smeLoanEnquiryEndpoint, submitSmeEnquiry);
