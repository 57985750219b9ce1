import { expect, it } from 'vitest';
import { describeEachDatabase } from '@/db/testing/each-database';
import { apiRequest } from '@/server/api/testing/api-request';
import { POST as astroTodos } from '@/pages/todos/index';
import { POST as astroTrack } from '@/pages/v1/track';
import { documentedEndpoints } from './route-lookup';
import { type AstroEndpoint, call } from './testing/astro-endpoint';

describeEachDatabase('the Astro POST endpoints', () => {
  const modules = import.meta.glob<{ POST: AstroEndpoint }>([
    '../../pages/api/v2/*.ts',
    '../../pages/api/web/*.ts',
  ]);
  it('accept each documented example and refuse a cross-site post with our own 403', async () => {
    for (const endpoint of documentedEndpoints) {
      const route = await modules[`../../pages${endpoint.path}.ts`]!();
      const crossSite = apiRequest(endpoint.path, endpoint.example, {
        headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      });
      const refused = await call(route.POST, crossSite);
      expect([
        endpoint.path,
        refused.status,
        ((await refused.json()) as { error: { code: string } }).error.code,
      ]).toEqual([endpoint.path, 403, 'forbidden_origin']);
    }
    const todo = await call(astroTodos, apiRequest('/todos', { title: 'x' }));
    expect(todo.status).toBe(201);
    const track = await call(
      astroTrack,
      apiRequest(
        '/v1/track',
        {},
        { headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } },
      ),
    );
    expect([403, 404]).toContain(track.status);
  });
});
