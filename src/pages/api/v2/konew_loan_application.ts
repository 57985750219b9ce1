import type { APIRoute } from 'astro';
import { ownerLoanApplicationRoute } from '@/features/api-routes/api-v2-routes';

export const POST: APIRoute = ({ request }) => ownerLoanApplicationRoute(request);
