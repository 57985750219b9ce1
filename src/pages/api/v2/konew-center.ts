import type { APIRoute } from 'astro';
import { branchesRoute } from '@/features/api-routes/public-get-routes';
import { methodNotAllowed } from '@/server/api/method-not-allowed';

export const GET: APIRoute = ({ request }) => branchesRoute(request);

export const ALL = methodNotAllowed('GET');
