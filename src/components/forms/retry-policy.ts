/**
 * When a form submission is tried again, and after how long. Network errors, 5xx, 429 and a 409
 * "still in progress" are transient; a validation answer (4xx) never changes by retrying.
 */
export type RetryPolicy = {
  /** Attempts in all, the first included. */
  maxAttempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /** A Retry-After longer than this is not waited for: the visitor is told when to try again. */
  maxWaitMs: number;
};

export const defaultRetryPolicy: RetryPolicy = {
  maxAttempts: 5,
  baseDelayMs: 500,
  maxDelayMs: 8_000,
  maxWaitMs: 20_000,
};

/** 409 codes that mean "the same request is still being handled", worth asking again. */
const transientConflicts = new Set(['request_in_progress']);

/** `status` null: the request never got an answer (offline, connection reset, DNS). */
export function isRetryable(status: number | null, code: string | null): boolean {
  if (status === null) return true;
  if (status >= 500) return true;
  if (status === 429) return true;
  if (status === 409) return code === null || transientConflicts.has(code);
  return false;
}

/** Retry-After in milliseconds: delta-seconds or an HTTP date; null when absent or unreadable. */
export function parseRetryAfter(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

/**
 * Wait before retry number `retry` (1 for the first retry): exponential with equal jitter, so
 * clients that failed together do not return together; never shorter than Retry-After.
 */
export function retryDelayMs(
  retry: number,
  retryAfterMs: number | null,
  random: () => number = Math.random,
  policy: RetryPolicy = defaultRetryPolicy,
): number {
  const exponential = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (retry - 1));
  const jittered = exponential / 2 + (random() * exponential) / 2;
  if (retryAfterMs === null) return Math.round(jittered);
  return Math.round(retryAfterMs + (random() * Math.min(1_000, exponential)) / 2);
}
