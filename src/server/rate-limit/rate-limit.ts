import { createHash } from 'node:crypto';
import { ApiError } from '@/server/api/api-error';
import { processSingleton } from '@/lib/process-singleton';

export type RateLimitRule = { limit: number; windowSeconds: number };

/** Counts a hit in a fixed window and returns the hits so far in that window. */
export type RateLimitStore = {
  hit(bucket: string, windowStart: Date, windowSeconds: number): Promise<number>;
  /** Counts a hit like `hit` and, in the same round trip, reads the hits of another counter. */
  hitAndRead(
    hit: { bucket: string; windowStart: Date },
    read: { bucket: string; windowStart: Date },
  ): Promise<{ hits: number; read: number }>;
  /** Takes back a hit of that window (a claim that stored nothing). */
  takeBack(bucket: string, windowStart: Date): Promise<void>;
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
    async hitAndRead(hit, read) {
      const hits = await this.hit(hit.bucket, hit.windowStart, 0);
      const counter = counters.get(read.bucket);
      const current = counter && counter.windowStart === read.windowStart.getTime();
      return { hits, read: current ? counter.hits : 0 };
    },
    async takeBack(bucket, windowStart) {
      const counter = counters.get(bucket);
      if (counter && counter.windowStart === windowStart.getTime() && counter.hits > 0)
        counter.hits -= 1;
    },
  };
}

export const processRateLimitStore = () =>
  processSingleton('api.rateLimitMemory', memoryRateLimitStore);

/** A hash of form and address: the counters never hold an IP. */
export function rateLimitBucket(form: string, ip: string): string {
  return createHash('sha256').update(`${form}\n${ip}`).digest('base64url').slice(0, 32);
}

/** The fixed window `now` falls in, and the seconds until it ends (at least 1). */
export function windowAt(rule: RateLimitRule, now = Date.now()) {
  const windowMs = rule.windowSeconds * 1000;
  const start = Math.floor(now / windowMs) * windowMs;
  const retryAfterSeconds = Math.max(1, Math.ceil((start + windowMs - now) / 1000));
  return { start: new Date(start), retryAfterSeconds };
}

export const rateLimited = (retryAfterSeconds: number) =>
  new ApiError(429, 'rate_limited', { retryAfterSeconds });

/**
 * Counts this request and throws 429 with Retry-After when this client has used up its requests for
 * this form in this window; returns the window it was counted in (to take the hit back).
 */
export async function enforceRateLimit(
  store: RateLimitStore,
  bucket: string,
  rule: RateLimitRule,
  now = Date.now(),
): Promise<Date> {
  const window = windowAt(rule, now);
  const hits = await store.hit(bucket, window.start, rule.windowSeconds);
  if (hits > rule.limit) throw rateLimited(window.retryAfterSeconds);
  return window.start;
}
