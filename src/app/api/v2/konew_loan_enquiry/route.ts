import { ownerLoanEnquiryEndpoint } from '@/features/property-owner-loan/owner-loan-endpoints';
import { submitOwnerLoanEnquiry } from '@/features/property-owner-loan/owner-loan-service';
import { apiRoute } from '@/lib/api/api-route';

export const POST = apiRoute(ownerLoanEnquiryEndpoint, submitOwnerLoanEnquiry);
