import { todoRoute } from '@/features/api-routes/todos-route';

export async function GET(_request: Request, { params }: RouteContext<'/todos/[id]'>) {
  return todoRoute((await params).id);
}
