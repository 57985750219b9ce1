import { todosRoute } from '@/features/api-routes/todos-route';

export const POST = todosRoute;
