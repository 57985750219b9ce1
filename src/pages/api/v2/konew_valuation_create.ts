import type { APIRoute } from 'astro';
import { valuationCreateRoute } from '@/features/api-routes/api-v2-routes';

export const POST: APIRoute = ({ request }) => valuationCreateRoute(request);
