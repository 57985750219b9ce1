import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from '@/lib/zod';
import { describeEachDatabase } from '@/db/testing/each-database';
import { env } from '@/env';
import { apiRoute } from '@/server/api/api-route';
import { storing, testEndpoint } from '@/server/api/testing/test-endpoint';
import { apiRequest, uniqueIp } from '@/server/api/testing/api-request';

/** A stored form: one record per accepted submission, replayed for its Idempotency-Key. */
const storingRoute = () =>
  apiRoute(
    testEndpoint({ ...storing, request: z.strictObject({ name: z.string().min(2) }) }),
    async (_input, ctx) => ctx.store(async () => ({ ok: true })),
  );

describe('the limits in force', () => {
  it('are 10 stored submissions and 60 refused attempts per 10 minutes by default', () => {
    expect(env.RATE_LIMIT_SUBMIT).toEqual({ limit: 10, windowSeconds: 600 });
    expect(env.RATE_LIMIT_INVALID).toEqual({ limit: 60, windowSeconds: 600 });
  });
});

describeEachDatabase('form rate limits', () => {
  const { limit } = env.RATE_LIMIT_SUBMIT;
  // Each test starts a second into a fresh 10-minute window, so none straddles a window's end.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Math.ceil(Date.now() / 600_000) * 600_000 + 1_000);
  });
  afterEach(() => vi.useRealTimers());

  it('does not count refused attempts against the stored submissions', async () => {
    const route = storingRoute();
    const ip = uniqueIp();
    for (let i = 0; i < limit + 2; i++) {
      const refused = await route(apiRequest('/api/v2/test', { name: 'x' }, { ip }));
      expect(refused.status).toBe(422);
    }
    expect((await route(apiRequest('/api/v2/test', { name: 'Chan' }, { ip }))).status).toBe(201);
  });

  it('lets replays of a stored submission through for free', async () => {
    const route = storingRoute();
    const ip = uniqueIp();
    const key = randomUUID();
    const statuses: number[] = [];
    for (let i = 0; i < limit + 2; i++)
      statuses.push(
        (await route(apiRequest('/api/v2/test', { name: 'Chan' }, { ip, key }))).status,
      );
    expect(statuses).toEqual(Array(limit + 2).fill(201));
    for (let i = 0; i < limit - 1; i++)
      expect((await route(apiRequest('/api/v2/test', { name: 'Chan' }, { ip }))).status).toBe(201);
  });

  it('answers 429 past the stored limit, with Retry-After and the wait in the body', async () => {
    const route = storingRoute();
    const ip = uniqueIp();
    for (let i = 0; i < limit; i++)
      expect((await route(apiRequest('/api/v2/test', { name: 'Chan' }, { ip }))).status).toBe(201);
    const limited = await route(apiRequest('/api/v2/test', { name: 'Chan' }, { ip }));
    expect(limited.status).toBe(429);
    const seconds = Number(limited.headers.get('retry-after'));
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(600);
    expect(await limited.json()).toEqual({
      error: { code: 'rate_limited', retry_after_seconds: seconds },
    });
    expect(
      (await route(apiRequest('/api/v2/test', { name: 'Chan' }, { ip: uniqueIp() }))).status,
    ).toBe(201);
  });

  it('limits refused attempts on their own, looser limit', async () => {
    const route = storingRoute();
    const ip = uniqueIp();
    const invalid = env.RATE_LIMIT_INVALID.limit;
    for (let i = 0; i < invalid; i++)
      expect((await route(apiRequest('/api/v2/test', { name: 'x' }, { ip }))).status).toBe(422);
    const limited = await route(apiRequest('/api/v2/test', { name: 'Chan' }, { ip }));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
