import { describe, expect, it } from 'vitest';
import { logger, redirectLogs } from '@/lib/logger';
import { collectEvent } from '@/features/analytics/collect-event';
import { todosRoute } from '@/features/api-routes/todos-route';
import { apiRoute } from './api-route';
import { testEndpoint } from './testing/test-endpoint';
import { requestIdOf } from './request-id';
import { apiRequest } from './testing/api-request';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const withId = (id: string) => new Headers({ 'x-request-id': id });

/** Request ids a client may send that are not a UUID: each is replaced, none is echoed or logged. */
const forged = [
  'req-12345678',
  'abcdefgh',
  'CANARY-REQUEST-ID-0001',
  '0b5c3a6e2f0d4c1b9a7e5d2c1f0e9a8b',
  '{0b5c3a6e-2f0d-4c1b-9a7e-5d2c1f0e9a8b}',
  '0b5c3a6e-2f0d-4c1b-9a7e-5d2c1f0e9a8b-canary',
  '0b5c3a6e-2f0d-4c1b-9a7e-5d2c1f0e9a8g',
  'canary","level":60,"msg":"forged',
  'x'.repeat(200),
];

describe('requestIdOf', () => {
  it('keeps a UUID of any version, in canonical form, whatever its case', () => {
    for (const id of [
      '0b5c3a6e-2f0d-4c1b-9a7e-5d2c1f0e9a8b',
      '0B5C3A6E-2F0D-4C1B-9A7E-5D2C1F0E9A8B',
      '01890a5d-ac96-774b-bcce-b302099a8057',
      '6ba7b810-9dad-11d1-80b4-00c04fd430c8',
      '00000000-0000-0000-0000-000000000000',
    ])
      expect(requestIdOf(withId(id))).toBe(id.toLowerCase());
  });

  it.each(forged)('replaces %j with a fresh UUID', (id) => {
    const given = requestIdOf(withId(id));
    expect(given).toMatch(UUID);
    expect(given).not.toBe(id);
  });

  it('makes one when there is none', () => {
    expect(requestIdOf(new Headers())).toMatch(UUID);
    expect(requestIdOf(new Headers())).not.toBe(requestIdOf(new Headers()));
  });
});

const endpoint = testEndpoint({ name: 'test_request_id' });

const routes: [string, (id: string) => Promise<Response>][] = [
  [
    'an API route',
    (id) =>
      apiRoute(endpoint, async () => ({ ok: true }))(
        apiRequest('/api/v2/test', { name: 'x' }, { key: null, headers: { 'x-request-id': id } }),
      ),
  ],
  [
    'the analytics collector',
    (id) =>
      collectEvent(apiRequest('/v1/track', {}, { key: null, headers: { 'x-request-id': id } })),
  ],
  [
    '/todos',
    (id) =>
      todosRoute(
        apiRequest('/todos', { title: 'x' }, { key: null, headers: { 'x-request-id': id } }),
      ),
  ],
];

describe.each(routes)('the request id of %s', (_name, send) => {
  it('answers with the caller’s UUID', async () => {
    const id = 'a3bb189e-8bf9-3888-9912-ace4e6543002';
    expect((await send(id)).headers.get('x-request-id')).toBe(id);
  });

  it('answers and logs a fresh UUID instead of anything else', async () => {
    const lines: string[] = [];
    const level = logger.level;
    logger.level = 'debug';
    const restore = redirectLogs({ write: (line: string) => lines.push(line) });
    try {
      for (const id of forged) {
        const answered = (await send(id)).headers.get('x-request-id');
        expect(answered).toMatch(UUID);
        expect(answered).not.toBe(id);
      }
    } finally {
      restore();
      logger.level = level;
    }
    const output = lines.join('');
    for (const id of forged) expect(output).not.toContain(id);
  });
});
