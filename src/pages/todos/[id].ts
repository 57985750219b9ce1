import type { APIRoute } from 'astro';
import { todoRoute } from '@/features/api-routes/todos-route';
import { methodNotAllowed } from '@/server/api/method-not-allowed';

export const GET: APIRoute = ({ params }) => todoRoute(params.id);

export const ALL = methodNotAllowed('GET');
