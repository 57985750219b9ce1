import type { APIRoute } from 'astro';
import { openApiRoute } from '@/features/api-routes/public-get-routes';
import { methodNotAllowed } from '@/server/api/method-not-allowed';

export const GET: APIRoute = () => openApiRoute();

export const ALL = methodNotAllowed('GET');
