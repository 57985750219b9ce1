import { randomUUID } from 'node:crypto';
import { isDatabaseUnavailable } from '@/db/database-errors';
import { logger } from '@/lib/logger';
import { ApiError } from './api-error';
import { errorResponse } from './respond';

/** Retry-After of a 503: the database is away, or the server is shutting down. */
export const UNAVAILABLE_RETRY_SECONDS = 5;

/** The answer to a failed request: its ApiError, 503 when the database is down, else a logged 500. */
export function toErrorResponse(error: unknown, requestId: string, endpoint: string): Response {
  if (error instanceof ApiError) return errorResponse(error, requestId);
  const errorId = randomUUID();
  if (isDatabaseUnavailable(error)) {
    logger.warn(
      { request_id: requestId, error_id: errorId, endpoint, err: error },
      'database unavailable',
    );
    return errorResponse(
      new ApiError(503, 'database_unavailable', { retryAfterSeconds: UNAVAILABLE_RETRY_SECONDS }),
      requestId,
      errorId,
    );
  }
  logger.error(
    { request_id: requestId, error_id: errorId, endpoint, err: error },
    'unexpected error',
  );
  return errorResponse(new ApiError(500, 'internal_error'), requestId, errorId);
}
