import { randomUUID } from 'node:crypto';
import { z } from '@/lib/zod';
import { defineEndpoint, type Endpoint } from '../endpoint';

const nameBody = z.strictObject({ name: z.string() });
const okAnswer = z.object({ ok: z.boolean() });

type Settings = Partial<
  Pick<Endpoint, 'name' | 'successStatus' | 'rateLimit' | 'idempotent' | 'botCheck'>
>;

/**
 * An endpoint of the tests' own at /api/v2/test: takes `{ name }`, a read without an Idempotency-Key
 * or bot check unless `settings` say otherwise, under a name of its own (its rate limit and replays).
 */
export function testEndpoint(settings?: Settings): Endpoint<typeof nameBody, typeof okAnswer>;
export function testEndpoint<Res extends z.ZodType>(
  settings: Settings & { response: Res },
): Endpoint<typeof nameBody, Res>;
export function testEndpoint(settings: Settings & { response?: z.ZodType } = {}) {
  return defineEndpoint({
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
  });
}
