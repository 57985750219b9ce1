import { describe, expect, it } from 'vitest';
import { defaultRetryPolicy, isRetryable, parseRetryAfter, retryDelayMs } from './retry-policy';

describe('isRetryable', () => {
  it('retries what can pass on a second try', () => {
    expect(isRetryable(null, null)).toBe(true);
    expect(isRetryable(500, 'internal_error')).toBe(true);
    expect(isRetryable(503, 'database_unavailable')).toBe(true);
    expect(isRetryable(502, null)).toBe(true);
    expect(isRetryable(429, 'rate_limited')).toBe(true);
    expect(isRetryable(409, 'request_in_progress')).toBe(true);
  });

  it('never retries an answer about the values or a final conflict', () => {
    expect(isRetryable(422, 'validation_failed')).toBe(false);
    expect(isRetryable(400, 'idempotency_key_missing')).toBe(false);
    expect(isRetryable(403, 'forbidden_origin')).toBe(false);
    expect(isRetryable(404, 'not_found')).toBe(false);
    expect(isRetryable(409, 'terms_version_outdated')).toBe(false);
    expect(isRetryable(409, 'application_already_submitted')).toBe(false);
  });
});

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates', () => {
    expect(parseRetryAfter('5')).toBe(5_000);
    expect(parseRetryAfter(' 0 ')).toBe(0);
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(parseRetryAfter('Thu, 01 Jan 2026 00:00:30 GMT', now)).toBe(30_000);
    expect(parseRetryAfter('Wed, 31 Dec 2025 23:00:00 GMT', now)).toBe(0);
  });

  it('ignores what it cannot read', () => {
    expect(parseRetryAfter(null)).toBeNull();
    expect(parseRetryAfter('')).toBeNull();
    expect(parseRetryAfter('soon')).toBeNull();
  });
});

describe('retryDelayMs', () => {
  it('doubles per retry between half and all of the step, capped', () => {
    expect(retryDelayMs(1, null, () => 0)).toBe(250);
    expect(retryDelayMs(1, null, () => 1)).toBe(500);
    expect(retryDelayMs(2, null, () => 0)).toBe(500);
    expect(retryDelayMs(3, null, () => 1)).toBe(2_000);
    expect(retryDelayMs(10, null, () => 1)).toBe(defaultRetryPolicy.maxDelayMs);
    expect(retryDelayMs(10, null, () => 0)).toBe(defaultRetryPolicy.maxDelayMs / 2);
  });

  it('spreads clients that failed together', () => {
    const delays = new Set([0.1, 0.4, 0.7, 0.95].map((r) => retryDelayMs(3, null, () => r)));
    expect(delays.size).toBe(4);
  });

  it('never waits less than Retry-After, and adds at most half a second of jitter', () => {
    expect(retryDelayMs(1, 5_000, () => 0)).toBe(5_000);
    expect(retryDelayMs(1, 5_000, () => 1)).toBe(5_250);
    expect(retryDelayMs(4, 5_000, () => 1)).toBe(5_500);
    expect(retryDelayMs(1, 0, () => 0)).toBe(0);
  });
});
