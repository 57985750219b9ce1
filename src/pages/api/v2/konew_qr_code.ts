import type { APIRoute } from 'astro';
import { qrCodeRoute } from '@/features/api-routes/api-v2-routes';

export const POST: APIRoute = ({ request }) => qrCodeRoute(request);
