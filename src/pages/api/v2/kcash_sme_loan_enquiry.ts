import type { APIRoute } from 'astro';
import { smeLoanEnquiryRoute } from '@/features/api-routes/api-v2-routes';

export const POST: APIRoute = ({ request }) => smeLoanEnquiryRoute(request);
