import type { APIRoute } from 'astro';
import { smeLoanApplicationRoute } from '@/features/api-routes/api-v2-routes';

export const POST: APIRoute = ({ request }) => smeLoanApplicationRoute(request);
