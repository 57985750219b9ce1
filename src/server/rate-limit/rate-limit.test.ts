import { describe, expect, it } from 'vitest';
import { ApiError } from '@/server/api/api-error';
import { enforceRateLimit, memoryRateLimitStore, rateLimitBucket } from './rate-limit';

describe('rate limit', () => {
  const rule = { limit: 3, windowSeconds: 60 };
  const at = Date.UTC(2026, 0, 1, 0, 0, 10);

  it('lets the limit through, then answers 429 with the seconds left in the window', async () => {
    const store = memoryRateLimitStore();
    const bucket = rateLimitBucket('form', '203.0.113.1');
    for (let i = 0; i < 3; i++) await enforceRateLimit(store, bucket, rule, at);
    const error = await enforceRateLimit(store, bucket, rule, at).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 429, code: 'rate_limited', retryAfterSeconds: 50 });
  });

  it('counts each form and each address on its own, and starts again in the next window', async () => {
    const store = memoryRateLimitStore();
    const bucket = rateLimitBucket('form', '203.0.113.1');
    for (let i = 0; i < 3; i++) await enforceRateLimit(store, bucket, rule, at);
    await expect(
      enforceRateLimit(store, rateLimitBucket('other_form', '203.0.113.1'), rule, at),
    ).resolves.toBeInstanceOf(Date);
    await expect(
      enforceRateLimit(store, rateLimitBucket('form', '203.0.113.2'), rule, at),
    ).resolves.toBeInstanceOf(Date);
    await expect(enforceRateLimit(store, bucket, rule, at + 60_000)).resolves.toBeInstanceOf(Date);
  });

  it('keys counters by a hash that does not contain the address', () => {
    expect(rateLimitBucket('form', '203.0.113.1')).not.toContain('203.0.113.1');
    expect(rateLimitBucket('form', '203.0.113.1')).not.toBe(rateLimitBucket('form', '203.0.113.2'));
  });
});
