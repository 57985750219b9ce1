import { env } from '@/env';
import { logger } from '@/lib/logger';
import type { ApiError } from '@/server/api/api-error';
import type { Endpoint } from '@/server/api/endpoint';
import { rateLimited, windowAt } from './rate-limit';
import { checkRateLimitRule, clientBucket, withRateLimitStore } from './rate-limit-guard';

/** A submission's slot: taken up front, kept only if something was stored. */
type Claim = { stored: string; refused: string; now: number; over: ApiError | null };

/** The claims of requests in progress (the route marks two points of a request; see below). */
const claims = new WeakMap<Request, Claim>();

/**
 * A read counts every request (RATE_LIMIT_READ). A submission takes a slot of RATE_LIMIT_SUBMIT up
 * front (so concurrent ones cannot overrun it) and gives it back unless something was stored: a
 * replay is free, and a refusal counts against the looser RATE_LIMIT_INVALID instead. A person who
 * mistypes ten times is not locked out; a bot that keeps sending rubbish still is.
 */
export async function claimRateLimit(endpoint: Endpoint, request: Request): Promise<void> {
  if (endpoint.rateLimit === 'read')
    return checkRateLimitRule(endpoint.name, env.RATE_LIMIT_READ, request);
  const claim: Claim = {
    stored: clientBucket(endpoint.name, request),
    refused: clientBucket(`${endpoint.name}:refused`, request),
    now: Date.now(),
    over: null,
  };
  const submit = windowAt(env.RATE_LIMIT_SUBMIT, claim.now);
  const invalid = windowAt(env.RATE_LIMIT_INVALID, claim.now);
  const counted = await withRateLimitStore((store) =>
    store.hitAndRead(
      { bucket: claim.stored, windowStart: submit.start },
      { bucket: claim.refused, windowStart: invalid.start },
    ),
  );
  claims.set(request, claim);
  if (counted.read >= env.RATE_LIMIT_INVALID.limit) throw rateLimited(invalid.retryAfterSeconds);
  // Counted now, judged in passRateLimit: a replay of a stored answer must not meet a spent limit.
  if (counted.hits > env.RATE_LIMIT_SUBMIT.limit)
    claim.over = rateLimited(submit.retryAfterSeconds);
}

/** Once a replay is ruled out, before the work: 429 when the stored submissions are used up. */
export function passRateLimit(request: Request): void {
  const over = claims.get(request)?.over;
  if (over) throw over;
}

/** Refusals a client can repeat at will: bad JSON, too big, invalid values, bot checks. */
const refusedStatuses = new Set([400, 413, 422]);

/** Counts the request by its answer: a stored submission keeps its slot, a refusal counts apart. */
export async function settleRateLimit(request: Request, response: Response): Promise<void> {
  const claim = claims.get(request);
  if (!claim) return;
  claims.delete(request);
  if (response.ok && !response.headers.has('Idempotent-Replayed')) return;
  const invalid = env.RATE_LIMIT_INVALID;
  // The answer is made: a counter that cannot be written must not turn it into a 500.
  await withRateLimitStore(async (store) => {
    await store.takeBack(claim.stored, windowAt(env.RATE_LIMIT_SUBMIT, claim.now).start);
    if (refusedStatuses.has(response.status))
      await store.hit(claim.refused, windowAt(invalid, claim.now).start, invalid.windowSeconds);
  }).catch((error: unknown) => logger.warn({ err: error }, 'rate limit not settled'));
}
