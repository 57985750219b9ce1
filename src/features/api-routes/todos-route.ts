import { toErrorResponse } from '@/server/api/error-response';
import { ApiError } from '@/server/api/api-error';
import { checkRateLimitRule } from '@/server/rate-limit/rate-limit-guard';
import { checkJsonContentType, checkOrigin, readJsonObject } from '@/server/api/request-guards';
import { requestIdOf } from '@/server/api/request-id';
import { siteOrigins } from '@/server/api/site-origins';
import { jsonResponse } from '@/server/api/respond';
import { env } from '@/env';
import { z } from '@/lib/zod';

const todo = z.strictObject({ title: z.string().max(200), completed: z.boolean().optional() });

/**
 * The spec's test call `POST /todos`: echoes a small todo back; nothing is stored or logged. Guarded
 * like the API, with its guards in its order: this site's pages only (the same origin check), JSON
 * only (415 otherwise), rate-limited per client (the submit rule), the body streamed with the same cap.
 */
export async function todosRoute(request: Request): Promise<Response> {
  const requestId = requestIdOf(request.headers);
  try {
    checkOrigin(request, siteOrigins());
    checkJsonContentType(request);
    await checkRateLimitRule('todos', env.RATE_LIMIT_SUBMIT, request);
    const parsed = todo.safeParse(await readJsonObject(request));
    if (!parsed.success) throw new ApiError(422, 'validation_failed');
    return jsonResponse({ id: 201, completed: false, ...parsed.data }, 201, requestId);
  } catch (error) {
    return toErrorResponse(error, requestId, 'todos');
  }
}

/** The spec's test call `GET /todos/1`: a harmless, fixed echo used by /tester. */
export function todoRoute(id: string | undefined): Response {
  if (!id || !/^\d{1,6}$/.test(id)) return Response.json({ code: 'not_found' }, { status: 404 });
  return Response.json(
    { id: Number(id), userId: 1, title: 'tester echo', completed: false },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}
