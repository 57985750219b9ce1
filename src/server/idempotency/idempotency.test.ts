import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { describeEachDatabase } from '@/db/testing/each-database';
import { storedIdempotentAnswer } from '@/db/testing/inspect';
import { z } from '@/lib/zod';
import { apiRoute } from '@/server/api/api-route';
import { storing, testEndpoint } from '@/server/api/testing/test-endpoint';
import { idempotencyKeyOf, requestHash } from './idempotency';
import { apiRequest, uniqueIp } from '@/server/api/testing/api-request';

describe('idempotency helpers', () => {
  it('hashes the same body the same way whatever the key order', () => {
    expect(requestHash({ a: 1, b: { c: [1, 2], d: 'x' } })).toBe(
      requestHash({ b: { d: 'x', c: [1, 2] }, a: 1 }),
    );
    expect(requestHash({ a: 1 })).not.toBe(requestHash({ a: 2 }));
  });

  it('requires a well-formed Idempotency-Key', () => {
    expect(() => idempotencyKeyOf(new Headers())).toThrow('idempotency_key_missing');
    expect(() => idempotencyKeyOf(new Headers({ 'idempotency-key': 'short' }))).toThrow(
      'idempotency_key_invalid',
    );
    expect(() => idempotencyKeyOf(new Headers({ 'idempotency-key': 'a b c d e f g h' }))).toThrow(
      'idempotency_key_invalid',
    );
    expect(
      idempotencyKeyOf(new Headers({ 'idempotency-key': '1f0e6c1e-9c1b-4c51-a7a4-2f1d5c7d3b10' })),
    ).toHaveLength(36);
  });
});

const answerSchema = z.object({ reference: z.string(), secret: z.string().optional() });
const endpoint = () => testEndpoint({ ...storing, response: answerSchema });

describeEachDatabase('idempotent replays', (database) => {
  it('replays the answer only to the address that sent it: another address gets 409 and not the answer', async () => {
    const served = endpoint();
    const route = apiRoute(served, async () => ({ reference: randomUUID() }));
    const key = randomUUID();
    const ip = uniqueIp();
    const first = await route(apiRequest(served.path, { name: 'Chan' }, { key, ip }));
    const { reference } = await first.json();

    const elsewhere = await route(apiRequest(served.path, { name: 'Chan' }, { key }));
    expect(elsewhere.status).toBe(409);
    const refused = await elsewhere.text();
    expect(refused).not.toContain(reference);
    expect(JSON.parse(refused)).toEqual({ error: { code: 'idempotency_key_conflict' } });

    const again = await route(apiRequest(served.path, { name: 'Chan' }, { key, ip }));
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual({ reference });
  });

  it('replays the answer as it was sent, its keys in the same order', async () => {
    const served = endpoint();
    const answer = { reference: 'REF-3', status: 'received', next_step_description: 'call', id: 7 };
    const route = apiRoute(served, async () => answer);
    const key = randomUUID();
    const ip = uniqueIp();
    const first = await (
      await route(apiRequest(served.path, { name: 'Chan' }, { key, ip }))
    ).text();
    const again = await route(apiRequest(served.path, { name: 'Chan' }, { key, ip }));
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.text()).toBe(first);
  });

  it('keeps a secret of the answer out of the stored row, and the replay issues it again', async () => {
    const served = endpoint();
    const issued: string[] = [];
    const issue = () => {
      issued.push(randomUUID());
      return issued.at(-1)!;
    };
    const route = apiRoute(served, async () => ({ reference: 'REF-1', secret: issue() }), {
      replay: {
        seal: (answer) => ({ reference: answer.reference }),
        reopen: async (stored) => ({ ...answerSchema.parse(stored), secret: issue() }),
      },
    });
    const key = randomUUID();
    const ip = uniqueIp();
    const first = await (
      await route(apiRequest(served.path, { name: 'Chan' }, { key, ip }))
    ).json();
    expect(first.secret).toBe(issued[0]);

    const row = await storedIdempotentAnswer(database().db, served.name, key);
    expect(row?.responseBody).toEqual({ reference: 'REF-1' });
    expect(JSON.stringify(row)).not.toContain(issued[0]);

    const again = await route(apiRequest(served.path, { name: 'Chan' }, { key, ip }));
    expect(await again.json()).toEqual({ reference: 'REF-1', secret: issued[1] });
  });
});
