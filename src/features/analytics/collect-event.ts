import { getDatabase } from '@/db/client';
import { withTimeBudget } from '@/db/database-errors';
import { env } from '@/env';
import { ApiError, validationFailed } from '@/server/api/api-error';
import { toErrorResponse } from '@/server/api/error-response';
import { fieldErrorCode, fieldErrors } from '@/lib/field-error-code';
import { isDraining, trackRequest } from '@/server/idempotency/in-flight';
import { logger } from '@/lib/logger';
import { checkRateLimitRule } from '@/server/rate-limit/rate-limit-guard';
import { checkJsonContentType, checkOrigin, readJsonObject } from '@/server/api/request-guards';
import { requestIdOf } from '@/server/api/request-id';
import { siteOrigins } from '@/server/api/site-origins';
import { collectorEnabled, writeKey } from './analytics-config';
import { countRefusedEvent, countReplacedValues } from './analytics-metrics';
import { insertEvent } from './analytics-repository';
import { checkVocabulary } from './event-vocabulary';
import {
  MAX_TRACK_BODY_BYTES,
  type TrackRequest,
  trackRequestSchema,
} from './track-request-schema';
import { knownVocabulary, VOCABULARY_REFRESH_MS } from './vocabulary-cache';

function checkBearer(request: Request): void {
  // The key is public (every page carries it): it keeps out stray posts, it protects nothing secret.
  if (request.headers.get('authorization') !== `Bearer ${writeKey()}`)
    throw new ApiError(401, 'unauthorized');
}

/** The event held to the site's vocabulary (event-vocabulary.ts), or a 422. */
async function inVocabulary(event: TrackRequest): Promise<TrackRequest> {
  // The content store is read within the database's budget: a slow one answers 503, not a hang.
  const known = (maxAgeMs?: number) => withTimeBudget(knownVocabulary(maxAgeMs), env.DB_TIMEOUT_MS);
  let checked = checkVocabulary(event, await known());
  // An unknown name may be of a page published since: looked up again, at most every 30 s.
  if (!checked.ok || checked.replaced.includes('page'))
    checked = checkVocabulary(event, await known(VOCABULARY_REFRESH_MS));
  if (!checked.ok) throw validationFailed(checked.fields);
  countReplacedValues(checked.replaced);
  return checked.event;
}

async function collect(request: Request, requestId: string): Promise<Response> {
  if (!collectorEnabled()) throw new ApiError(404, 'not_found');
  if (isDraining()) throw new ApiError(503, 'shutting_down', { retryAfterSeconds: 5 });
  checkOrigin(request, siteOrigins());
  checkBearer(request);
  checkJsonContentType(request);
  await checkRateLimitRule('track', env.RATE_LIMIT_TRACK, request);
  const body = await readJsonObject(request, MAX_TRACK_BODY_BYTES);
  const parsed = trackRequestSchema.safeParse(body, { error: fieldErrorCode });
  if (!parsed.success) throw validationFailed(fieldErrors(parsed.error));
  const event = await inVocabulary(parsed.data);
  const { db } = await withTimeBudget(getDatabase(), env.DB_TIMEOUT_MS);
  await withTimeBudget(insertEvent(db, event), env.DB_TIMEOUT_MS);
  return new Response(null, {
    status: 202,
    headers: { 'Cache-Control': 'no-store', 'X-Request-Id': requestId },
  });
}

/** `POST /v1/track` of the built-in collector: 202 once the event is stored; never logs the body. */
export function collectEvent(request: Request): Promise<Response> {
  return trackRequest(async () => {
    const requestId = requestIdOf(request.headers);
    const response = await collect(request, requestId).catch((error: unknown) => {
      // Every refused event is counted by its first field's code; its values are never logged.
      if (error instanceof ApiError && error.status === 422) countRefusedEvent(error.fields ?? {});
      return toErrorResponse(error, requestId, 'track');
    });
    if (response.status === 401) response.headers.set('WWW-Authenticate', 'Bearer');
    // One line per refusal; accepted events would drown the log at info level.
    logger[response.status === 202 ? 'debug' : 'info'](
      { request_id: requestId, endpoint: 'track', status: response.status },
      'analytics event',
    );
    return response;
  });
}
