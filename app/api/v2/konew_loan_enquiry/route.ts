import { ownerLoanEnquiryEndpoint } from '@/features/owner-loan/owner-loan-endpoints';
import { submitOwnerLoanEnquiry } from '@/features/owner-loan/owner-loan-service';
import { apiRoute } from '@/server/api/api-route';

export const POST = apiRoute(ownerLoanEnquiryEndpoint, submitOwnerLoanEnquiry);
