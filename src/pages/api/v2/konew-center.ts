import type { APIRoute } from 'astro';
import { branchesRoute } from '@/features/api-routes/public-get-routes';

export const GET: APIRoute = ({ request }) => branchesRoute(request);
