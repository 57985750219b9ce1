import { describe, expect, it } from 'vitest';
import { quietLogs } from '@/lib/testing/quiet-logs';
import { testOrigin, uniqueIp } from '@/server/api/testing/api-request';
import { todosRoute } from './todos-route';

const todo = { title: 'tester' };
const fromSite = { origin: testOrigin, 'sec-fetch-site': 'same-origin' };

/** A JSON post with only the given browser headers (none of the site's unless `fromSite` is spread in). */
const post = (headers: Record<string, string> = fromSite) =>
  todosRoute(
    new Request(`${testOrigin}/todos`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': uniqueIp(), ...headers },
      body: JSON.stringify(todo),
    }),
  );

describe('POST /todos (the spec’s test call)', () => {
  quietLogs();

  it('echoes a todo sent as JSON from the site', async () => {
    const response = await post();
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ id: 201, completed: false, title: 'tester' });
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'])(
    'refuses the content type %s with 415, like the API',
    async (type) => {
      const response = await post({ ...fromSite, 'content-type': type });
      expect(response.status).toBe(415);
      expect((await response.json()).error.code).toBe('unsupported_media_type');
    },
  );

  it('refuses a post from another site with 403, like the API', async () => {
    const foreign: Record<string, string>[] = [
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'https://evil.example' },
      { origin: 'null' },
    ];
    for (const headers of foreign) {
      const response = await post(headers);
      expect(response.status, JSON.stringify(headers)).toBe(403);
      expect((await response.json()).error.code).toBe('forbidden_origin');
    }
  });

  it('refuses a text/plain post from another site, the form a CSRF page can send', async () => {
    const response = await post({
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
      'content-type': 'text/plain',
    });
    expect(response.status).toBe(403);
  });
});
