import type { APIRoute } from 'astro';
import { valuationLookupRoute } from '@/features/api-routes/api-v2-routes';

export const POST: APIRoute = ({ request }) => valuationLookupRoute(request);
