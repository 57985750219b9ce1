import type { APIRoute } from 'astro';
import { todoRoute } from '@/features/api-routes/todos-route';

export const GET: APIRoute = ({ params }) => todoRoute(params.id);
