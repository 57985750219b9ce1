import type { APIRoute } from 'astro';
import { smeLoanApplicationValidateRoute } from '@/features/api-routes/api-v2-routes';

export const POST: APIRoute = ({ request }) => smeLoanApplicationValidateRoute(request);
