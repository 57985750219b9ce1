import type { APIRoute } from 'astro';
import { termsRoute } from '@/features/api-routes/api-v2-routes';

export const POST: APIRoute = ({ request }) => termsRoute(request);
