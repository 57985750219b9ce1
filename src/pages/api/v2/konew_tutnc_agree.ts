import type { APIRoute } from 'astro';
import { termsAgreeRoute } from '@/features/api-routes/api-v2-routes';

export const POST: APIRoute = ({ request }) => termsAgreeRoute(request);
