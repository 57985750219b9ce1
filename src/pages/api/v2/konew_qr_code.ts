import type { APIRoute } from 'astro';
import { qrCodeRoute } from '@/features/api-routes/api-v2-routes';
import { methodNotAllowed } from '@/server/api/method-not-allowed';

export const POST: APIRoute = ({ request }) => qrCodeRoute(request);

export const ALL = methodNotAllowed('POST');
