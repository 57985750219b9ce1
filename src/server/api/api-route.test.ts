import { afterEach, describe, expect, it, vi } from 'vitest';
import { describeEachDatabase } from '@/db/testing/each-database';
import { apiRoute } from './api-route';
import { testEndpoint } from './testing/test-endpoint';
import { drain } from '@/server/idempotency/in-flight';
import { logger, redirectLogs } from '@/lib/logger';
import { apiRequest, humanTiming, uniqueIp } from './testing/api-request';
import { processSingleton } from '@/lib/process-singleton';

const endpoint = testEndpoint;

const canary = 'Canary Chan 98765432';

function captureLogs() {
  const lines: string[] = [];
  const level = logger.level;
  logger.level = 'info';
  const restoreSink = redirectLogs({ write: (line: string) => lines.push(line) });
  return {
    lines,
    restore: () => {
      restoreSink();
      logger.level = level;
    },
  };
}

describe('apiRoute without a database', () => {
  let restore = () => {};
  afterEach(() => restore());

  it('answers an unexpected error with a generic 500 and an error id, logging neither message nor body', async () => {
    const logs = captureLogs();
    restore = logs.restore;
    const route = apiRoute(endpoint(), async () => {
      throw new Error(`insert failed for ${canary}`);
    });
    const response = await route(apiRequest('/api/v2/test', { name: canary }, { key: null }));
    expect(response.status).toBe(500);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = await response.json();
    expect(body).toEqual({
      error: { code: 'internal_error', error_id: expect.stringMatching(/^[0-9a-f-]{36}$/) },
    });
    const output = logs.lines.join('');
    expect(output).toContain(body.error.error_id);
    expect(output).not.toContain('Canary');
    expect(output).not.toContain('98765432');
  });

  it('keeps the caller’s request id (a UUID) and answers with it', async () => {
    const route = apiRoute(endpoint(), async () => ({ ok: true }));
    const id = '0b5c3a6e-2f0d-4c1b-9a7e-5d2c1f0e9a8b';
    const response = await route(
      apiRequest('/api/v2/test', { name: 'x' }, { key: null, headers: { 'x-request-id': id } }),
    );
    expect(response.headers.get('x-request-id')).toBe(id);
  });

  it('refuses unknown fields with 422 and their codes', async () => {
    const route = apiRoute(endpoint(), async () => ({ ok: true }));
    const response = await route(
      apiRequest('/api/v2/test', { name: 'x', role: 'admin' }, { key: null }),
    );
    expect(response.status).toBe(422);
    expect((await response.json()).error.fields).toEqual({ role: 'unknown_field' });
  });

  it('turns away a filled honeypot, a form sent too fast and one without its fill time', async () => {
    const served = vi.fn(async () => ({ ok: true }));
    const route = apiRoute(endpoint({ botCheck: true }), served);
    const send = async (extra: object) =>
      (await route(apiRequest('/api/v2/test', { name: 'x', ...extra }, { key: null }))).json();
    expect(await send({ ...humanTiming, website: 'http://spam.example' })).toEqual({
      error: { code: 'bot_suspected' },
    });
    expect(await send({ fill_ms: 400 })).toEqual({ error: { code: 'submitted_too_fast' } });
    expect(await send({})).toEqual({
      error: { code: 'validation_failed', fields: { fill_ms: 'required' } },
    });
    expect(served).not.toHaveBeenCalled();
    expect(await send(humanTiming)).toEqual({ ok: true });
  });

  it('answers 503 with Retry-After once shutdown has begun', async () => {
    const route = apiRoute(endpoint(), async () => ({ ok: true }));
    await drain(0);
    const response = await route(apiRequest('/api/v2/test', { name: 'x' }, { key: null }));
    processSingleton<{ draining: boolean }>('api.inFlight', () => ({ draining: false })).draining =
      false;
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect((await response.json()).error.code).toBe('shutting_down');
  });
});

describeEachDatabase('apiRoute rate limits', () => {
  it('limits each address per form (RATE_LIMIT_READ: 60 a minute) with 429 and Retry-After', async () => {
    const route = apiRoute(endpoint(), async () => ({ ok: true }));
    const ip = uniqueIp();
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++)
      statuses.push(
        (await route(apiRequest('/api/v2/test', { name: 'x' }, { key: null, ip }))).status,
      );
    expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true);
    const limited = await route(apiRequest('/api/v2/test', { name: 'x' }, { key: null, ip }));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(
      (await route(apiRequest('/api/v2/test', { name: 'x' }, { key: null, ip: uniqueIp() })))
        .status,
    ).toBe(200);
  });
});
