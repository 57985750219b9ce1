import { createHash } from 'node:crypto';
import { ApiError } from '@/server/api/api-error';
import { processSingleton } from '@/lib/process-singleton';

export type RateLimitRule = { limit: number; windowSeconds: number };

/** Counts a hit in a fixed window and returns the hits so far in that window. */
export type RateLimitStore = {
  hit(bucket: string, windowStart: Date, windowSeconds: number): Promise<number>;
};

const MAX_MEMORY_BUCKETS = 50_000;

/** Counters of this process (PGlite runs one process per data folder, so they are all there is). */
export function memoryRateLimitStore(): RateLimitStore {
  const counters = new Map<string, { windowStart: number; hits: number }>();
  return {
    async hit(bucket, windowStart) {
      const start = windowStart.getTime();
      if (counters.size >= MAX_MEMORY_BUCKETS) {
        for (const [key, counter] of counters)
          if (counter.windowStart < start) counters.delete(key);
      }
      const counter = counters.get(bucket);
      const hits = counter && counter.windowStart === start ? counter.hits + 1 : 1;
      counters.set(bucket, { windowStart: start, hits });
      return hits;
    },
  };
}

export const processRateLimitStore = () =>
  processSingleton('api.rateLimitMemory', memoryRateLimitStore);

/** A hash of form and address: the counters never hold an IP. */
export function rateLimitBucket(form: string, ip: string): string {
  return createHash('sha256').update(`${form}\n${ip}`).digest('base64url').slice(0, 32);
}

/** Throws 429 with Retry-After when this client has used up its requests for this form in this window. */
export async function enforceRateLimit(
  store: RateLimitStore,
  bucket: string,
  rule: RateLimitRule,
  now = Date.now(),
): Promise<void> {
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = Math.floor(now / windowMs) * windowMs;
  const hits = await store.hit(bucket, new Date(windowStart), rule.windowSeconds);
  if (hits > rule.limit) {
    const retryAfterSeconds = Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000));
    throw new ApiError(429, 'rate_limited', { retryAfterSeconds });
  }
}
