import {
  defaultRetryPolicy,
  isRetryable,
  parseRetryAfter,
  retryDelayMs,
  type RetryPolicy,
} from './retry-policy';

export type FieldCodes = Record<string, string>;

/** What became of a submission, after any retries. */
export type SubmitOutcome<T> =
  | { ok: true; status: number; data: T }
  /** The server judged the values: codes per field (422 validation_failed). */
  | { ok: false; reason: 'invalid'; status: number; code: string; fields: FieldCodes }
  /** Refused for a reason retrying cannot change (403, 404, 409 conflicts, 413, other 422s). */
  | { ok: false; reason: 'rejected'; status: number; code: string }
  /** Still failing after the retries (offline, 5xx, 429, 409 in progress): try again later. */
  | {
      ok: false;
      reason: 'unavailable';
      status: number | null;
      code: string | null;
      retryAfterSeconds: number | null;
    };

export type RetryNotice = { retry: number; delayMs: number; status: number | null };

export type SubmitRequest = {
  url: string;
  body: unknown;
  /** Sent as Idempotency-Key on every attempt of this submission. */
  idempotencyKey?: string;
  signal?: AbortSignal;
  onRetry?: (notice: RetryNotice) => void;
};

export type SubmitDeps = {
  fetch: typeof fetch;
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
  random: () => number;
  policy: RetryPolicy;
};

export const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

type ErrorBody = { error?: { code?: unknown; fields?: unknown } };

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

function errorOf(body: unknown): { code: string | null; fields: FieldCodes | null } {
  const error = (body as ErrorBody | null)?.error;
  const code = typeof error?.code === 'string' ? error.code : null;
  const fields =
    error?.fields && typeof error.fields === 'object' ? (error.fields as FieldCodes) : null;
  return { code, fields };
}

type Attempt =
  | { done: true; outcome: SubmitOutcome<unknown> }
  | { done: false; status: number | null; code: string | null; retryAfterMs: number | null };

async function attempt(
  request: SubmitRequest,
  payload: string,
  deps: SubmitDeps,
): Promise<Attempt> {
  let response: Response;
  try {
    response = await deps.fetch(request.url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        ...(request.idempotencyKey ? { 'Idempotency-Key': request.idempotencyKey } : {}),
      },
      body: payload,
      credentials: 'same-origin',
      cache: 'no-store',
      signal: request.signal,
    });
  } catch (error) {
    if (request.signal?.aborted) throw error;
    return { done: false, status: null, code: null, retryAfterMs: null };
  }
  const body = await readJson(response);
  if (response.ok)
    return { done: true, outcome: { ok: true, status: response.status, data: body } };
  const { code, fields } = errorOf(body);
  if (isRetryable(response.status, code)) {
    const retryAfterMs = parseRetryAfter(response.headers.get('Retry-After'));
    return { done: false, status: response.status, code, retryAfterMs };
  }
  if (fields && Object.keys(fields).length > 0)
    return {
      done: true,
      outcome: {
        ok: false,
        reason: 'invalid',
        status: response.status,
        code: code ?? 'validation_failed',
        fields,
      },
    };
  return {
    done: true,
    outcome: {
      ok: false,
      reason: 'rejected',
      status: response.status,
      code: code ?? `http_${response.status}`,
    },
  };
}

/**
 * POSTs JSON, retrying transient failures with backoff (the same body and Idempotency-Key each time,
 * so the server stores one record however often the answer is lost). Never throws but on abort.
 */
export async function submitJson<T>(
  request: SubmitRequest,
  overrides: Partial<SubmitDeps> = {},
): Promise<SubmitOutcome<T>> {
  const deps: SubmitDeps = {
    fetch: (...args) => globalThis.fetch(...args),
    sleep,
    random: Math.random,
    policy: defaultRetryPolicy,
    ...overrides,
  };
  const payload = JSON.stringify(request.body);
  for (let number = 1; ; number += 1) {
    const result = await attempt(request, payload, deps);
    if (result.done) return result.outcome as SubmitOutcome<T>;
    const delayMs = retryDelayMs(number, result.retryAfterMs, deps.random, deps.policy);
    const gaveUp = number >= deps.policy.maxAttempts || delayMs > deps.policy.maxWaitMs;
    if (gaveUp) {
      const retryAfterSeconds =
        result.retryAfterMs === null ? null : Math.ceil(result.retryAfterMs / 1000);
      return {
        ok: false,
        reason: 'unavailable',
        status: result.status,
        code: result.code,
        retryAfterSeconds,
      };
    }
    request.onRetry?.({ retry: number, delayMs, status: result.status });
    await deps.sleep(delayMs, request.signal);
  }
}
