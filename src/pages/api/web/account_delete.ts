import type { APIRoute } from 'astro';
import { accountDeletionRoute } from '@/features/api-routes/api-v2-routes';

export const POST: APIRoute = ({ request }) => accountDeletionRoute(request);
