import type { APIRoute } from 'astro';
import { ownerLoanUpdateRoute } from '@/features/api-routes/api-v2-routes';

export const POST: APIRoute = ({ request }) => ownerLoanUpdateRoute(request);
