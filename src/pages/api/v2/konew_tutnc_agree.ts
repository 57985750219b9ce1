import type { APIRoute } from 'astro';
import { termsAgreeRoute } from '@/features/api-routes/api-v2-routes';
import { methodNotAllowed } from '@/server/api/method-not-allowed';

export const POST: APIRoute = ({ request }) => termsAgreeRoute(request);

export const ALL = methodNotAllowed('POST');
