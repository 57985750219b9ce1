import type { APIRoute } from 'astro';
import { openApiRoute } from '@/features/api-routes/public-get-routes';

export const GET: APIRoute = () => openApiRoute();
