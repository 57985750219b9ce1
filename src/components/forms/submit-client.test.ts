import { describe, expect, it, vi } from 'vitest';
import { defaultRetryPolicy } from './retry-policy';
import { submitJson, type SubmitDeps } from './submit-client';

type Reply = { status: number; body?: unknown; headers?: Record<string, string> } | 'network';

function fakeServer(replies: Reply[]) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    const reply = replies[Math.min(calls.length - 1, replies.length - 1)]!;
    if (reply === 'network') throw new TypeError('Failed to fetch');
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'Content-Type': 'application/json', ...reply.headers },
    });
  });
  const waits: number[] = [];
  const deps: Partial<SubmitDeps> = {
    fetch,
    sleep: async (ms) => {
      waits.push(ms);
    },
    random: () => 0.5,
  };
  return { calls, waits, deps };
}

const created = { status: 201, body: { reference: 'SME-AAAAA-BBBBB', status: 'received' } };
const unavailable = {
  status: 503,
  body: { error: { code: 'database_unavailable' } },
  headers: { 'Retry-After': '1' },
};
const request = {
  url: '/api/v2/x',
  body: { name: '陳大文', fill_ms: 4000 },
  idempotencyKey: 'key-12345678',
};

/** Sends against `reply`, then a success that must never be asked for: the first answer's outcome. */
async function answeredOnce(reply: Exclude<Reply, 'network'>) {
  const server = fakeServer([reply, created]);
  const outcome = await submitJson(request, server.deps);
  expect(server.calls).toHaveLength(1);
  expect(server.waits).toEqual([]);
  return outcome;
}

describe('submitJson', () => {
  it('retries 503 twice with the same key and body, honouring Retry-After, then succeeds', async () => {
    const server = fakeServer([unavailable, unavailable, created]);
    const retries: number[] = [];
    const outcome = await submitJson(
      { ...request, onRetry: ({ retry }) => retries.push(retry) },
      server.deps,
    );
    expect(outcome).toEqual({ ok: true, status: 201, data: created.body });
    expect(server.calls).toHaveLength(3);
    const keys = server.calls.map(
      (call) => (call.init.headers as Record<string, string>)['Idempotency-Key'],
    );
    expect(new Set(keys)).toEqual(new Set(['key-12345678']));
    expect(new Set(server.calls.map((call) => call.init.body)).size).toBe(1);
    expect(server.calls[0]!.init.body).toBe(JSON.stringify(request.body));
    expect(server.waits.every((ms) => ms >= 1_000)).toBe(true);
    expect(retries).toEqual([1, 2]);
  });

  it('backs off exponentially on network errors, 500, 429 and 409 in progress', async () => {
    const server = fakeServer([
      'network',
      { status: 500, body: { error: { code: 'internal_error' } } },
      { status: 409, body: { error: { code: 'request_in_progress' } } },
      { status: 429, body: { error: { code: 'rate_limited' } } },
      created,
    ]);
    const outcome = await submitJson(request, server.deps);
    expect(outcome.ok).toBe(true);
    expect(server.calls).toHaveLength(5);
    expect(server.waits).toEqual([375, 750, 1_500, 3_000]);
  });

  it('never retries a validation answer and hands back the field codes', async () => {
    const fields = { mobile: 'invalid_hk_mobile', 'source_of_awareness.online_other': 'required' };
    const invalid = { status: 422, body: { error: { code: 'validation_failed', fields } } };
    expect(await answeredOnce(invalid)).toEqual({
      ok: false,
      reason: 'invalid',
      status: 422,
      code: 'validation_failed',
      fields,
    });
  });

  it.each([
    [422, 'submitted_too_fast'],
    [403, 'forbidden_origin'],
    [409, 'terms_version_outdated'],
    [404, 'not_found'],
  ] as const)('does not retry other refusals: %i %s', async (status, code) => {
    const outcome = await answeredOnce({ status, body: { error: { code } } });
    expect(outcome).toEqual({ ok: false, reason: 'rejected', status, code });
  });

  it('gives up after the last attempt and says so', async () => {
    const server = fakeServer(['network']);
    const outcome = await submitJson(request, server.deps);
    expect(outcome).toEqual({
      ok: false,
      reason: 'unavailable',
      status: null,
      code: null,
      retryAfterSeconds: null,
    });
    expect(server.calls).toHaveLength(defaultRetryPolicy.maxAttempts);
  });

  it('does not wait out a long Retry-After: it reports when to try again', async () => {
    const headers = { 'Retry-After': '540' };
    const limited = { status: 429, body: { error: { code: 'rate_limited' } }, headers };
    expect(await answeredOnce(limited)).toEqual({
      ok: false,
      reason: 'unavailable',
      status: 429,
      code: 'rate_limited',
      retryAfterSeconds: 540,
    });
  });

  it('reads an answer that is not JSON as a bare status', async () => {
    const server = fakeServer([{ status: 502 }, { status: 413 }]);
    const outcome = await submitJson(request, server.deps);
    expect(outcome).toEqual({ ok: false, reason: 'rejected', status: 413, code: 'http_413' });
  });

  it('sends no Idempotency-Key when none is given', async () => {
    const server = fakeServer([{ status: 200, body: { valid: true } }]);
    await submitJson({ url: '/api/v2/check', body: {} }, server.deps);
    expect(server.calls[0]!.init.headers).not.toHaveProperty('Idempotency-Key');
  });
});
