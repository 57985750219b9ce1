import { randomUUID } from 'node:crypto';
import { z } from '@/lib/zod';
import type { Endpoint } from '../endpoint';

const nameBody = z.strictObject({ name: z.string() });
const okAnswer = z.object({ ok: z.boolean() });

type Settings = Partial<
  Pick<Endpoint, 'name' | 'successStatus' | 'rateLimit' | 'idempotent' | 'botCheck'>
>;

/**
 * An endpoint of the tests' own at /api/v2/test: takes `{ name }` and answers `{ ok }`, a read without
 * an Idempotency-Key or bot check unless `settings` say otherwise, under a name of its own (its rate
 * limit and replays).
 */
export function testEndpoint<
  Req extends z.ZodType = typeof nameBody,
  Res extends z.ZodType = typeof okAnswer,
>(settings: Settings & { request?: Req; response?: Res } = {}): Endpoint<Req, Res> {
  const endpoint: Endpoint = {
    name: `test_${randomUUID().slice(0, 8)}`,
    path: '/api/v2/test',
    summary: 'test',
    request: nameBody,
    response: okAnswer,
    successStatus: 200,
    rateLimit: 'read',
    idempotent: false,
    botCheck: false,
    errors: [],
    example: { name: 'Chan' },
    ...settings,
  };
  return endpoint as Endpoint<Req, Res>;
}

/** A form that stores what it takes: 201, an Idempotency-Key, the submit rate limit. */
export const storing = { successStatus: 201, rateLimit: 'submit', idempotent: true } as const;
