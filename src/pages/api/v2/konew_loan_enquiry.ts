import type { APIRoute } from 'astro';
import { ownerLoanEnquiryRoute } from '@/features/api-routes/api-v2-routes';

export const POST: APIRoute = ({ request }) => ownerLoanEnquiryRoute(request);
