import type { APIRoute } from 'astro';
import { todosRoute } from '@/features/api-routes/todos-route';
import { methodNotAllowed } from '@/server/api/method-not-allowed';

export const POST: APIRoute = ({ request }) => todosRoute(request);

export const ALL = methodNotAllowed('POST');
