import { randomBytes, randomUUID } from 'node:crypto';
import { expect, it, vi } from 'vitest';
import { describeEachDatabase } from '@/db/testing/each-database';
import { z } from '@/lib/zod';
import { apiRoute } from './api-route';
import type { ServeContext } from './route-options';
import { storing, testEndpoint } from './testing/test-endpoint';
import { signFormToken } from './form-token';
import { issueFormToken } from './form-token-key';
import { apiRequest, uniqueIp } from './testing/api-request';

const endpoint = testEndpoint({
  ...storing,
  response: z.object({ reference: z.string() }),
  botCheck: true,
});

/** A token of this process issued 10 s ago: a page rendered then, past the minimum fill time. */
function pageToken(): string {
  vi.useFakeTimers({ toFake: ['Date'] });
  try {
    vi.setSystemTime(Date.now() - 10_000);
    return issueFormToken(endpoint.name);
  } finally {
    vi.useRealTimers();
  }
}

/** What a restart used to leave a page with: a token under a key no process holds any more. */
const staleToken = () => signFormToken(endpoint.name, randomBytes(32), Date.now() - 10_000);

describeEachDatabase('a retry of a stored submission and the bot check', () => {
  const served = vi.fn(async (input: { name: string }, ctx: ServeContext) =>
    ctx.store(async () => ({ reference: `${input.name}-${randomUUID()}` })),
  );
  const route = apiRoute(endpoint, served);
  const post = async (body: object, key: string, ip: string) => {
    const response = await route(apiRequest(endpoint.path, body, { key, ip }));
    return {
      status: response.status,
      replayed: response.headers.get('idempotent-replayed'),
      body: await response.json(),
    };
  };

  it('replays the stored answer whatever the retry’s token, fill time or honeypot', async () => {
    const key = randomUUID();
    const ip = uniqueIp();
    const first = await post({ name: 'Chan', form_token: pageToken(), fill_ms: 9_000 }, key, ip);
    expect(first.status).toBe(201);
    const retries = [
      { form_token: staleToken(), fill_ms: 9_000 },
      { form_token: issueFormToken(endpoint.name), fill_ms: 0 },
      { fill_ms: 10 },
      { form_token: pageToken(), website: 'http://spam.example', fill_ms: 9_000 },
    ];
    for (const fields of retries)
      expect(await post({ name: 'Chan', ...fields }, key, ip)).toEqual({
        status: 201,
        replayed: 'true',
        body: first.body,
      });
    expect(served).toHaveBeenCalledTimes(1);
  });

  it('still refuses another body (422), another client (409) and a new key’s bot', async () => {
    const key = randomUUID();
    const ip = uniqueIp();
    await post({ name: 'Chan', form_token: pageToken(), fill_ms: 9_000 }, key, ip);
    served.mockClear();
    const stale = { form_token: staleToken(), fill_ms: 9_000 };
    const code = async (body: object, withKey: string, from: string) => {
      const answer = await post(body, withKey, from);
      return `${answer.status} ${answer.body.error?.code}`;
    };
    expect(await code({ name: 'Wong', ...stale }, key, ip)).toBe('422 idempotency_key_reused');
    expect(await code({ name: 'Chan', ...stale }, key, uniqueIp())).toBe(
      '409 idempotency_key_conflict',
    );
    expect(await code({ name: 'Chan', ...stale }, randomUUID(), ip)).toBe('422 form_token_invalid');
    const tooFast = { form_token: issueFormToken(endpoint.name), fill_ms: 9_000 };
    expect(await code({ name: 'Chan', ...tooFast }, randomUUID(), ip)).toBe(
      '422 submitted_too_fast',
    );
    const honeypot = { form_token: pageToken(), website: 'x', fill_ms: 9_000 };
    expect(await code({ name: 'Chan', ...honeypot }, randomUUID(), ip)).toBe('422 bot_suspected');
    expect(served).not.toHaveBeenCalled();
  });

  it('keeps replays free: a client past its stored-submission limit is still answered', async () => {
    const key = randomUUID();
    const ip = uniqueIp();
    const first = await post({ name: 'Chan', form_token: pageToken(), fill_ms: 9_000 }, key, ip);
    // RATE_LIMIT_SUBMIT is 10 per 10 minutes by default: twelve replays, then a new submission.
    for (let i = 0; i < 12; i++)
      expect(
        (await post({ name: 'Chan', form_token: staleToken(), fill_ms: 9_000 }, key, ip)).body,
      ).toEqual(first.body);
    const next = await post(
      { name: 'Lee', form_token: pageToken(), fill_ms: 9_000 },
      randomUUID(),
      ip,
    );
    expect(next.status).toBe(201);
  });
});
