import type { ApiError } from './api-error';

const baseHeaders = (requestId: string) => ({
  'Cache-Control': 'no-store',
  'X-Request-Id': requestId,
});

export function jsonResponse(
  body: unknown,
  status: number,
  requestId: string,
  headers: Record<string, string> = {},
): Response {
  return Response.json(body, { status, headers: { ...baseHeaders(requestId), ...headers } });
}

/** `{ error: { code, fields?, error_id? } }`: never a message, stack, SQL or path. */
export function errorResponse(error: ApiError, requestId: string, errorId?: string): Response {
  const headers: Record<string, string> = baseHeaders(requestId);
  if (error.retryAfterSeconds !== undefined)
    headers['Retry-After'] = String(error.retryAfterSeconds);
  const body = {
    error: {
      code: error.code,
      ...(error.fields ? { fields: error.fields } : {}),
      ...(error.status === 429 ? { retry_after_seconds: error.retryAfterSeconds } : {}),
      ...(errorId ? { error_id: errorId } : {}),
    },
  };
  return Response.json(body, { status: error.status, headers });
}
