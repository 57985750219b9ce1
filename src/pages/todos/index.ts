import type { APIRoute } from 'astro';
import { todosRoute } from '@/features/api-routes/todos-route';

export const POST: APIRoute = ({ request }) => todosRoute(request);
