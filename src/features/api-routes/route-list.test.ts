import { readdirSync } from 'node:fs';
import path from 'node:path';
import prettier from 'prettier';
import { describe, expect, it } from 'vitest';
import { apiRoutes } from './api-routes';
import { routeEntries, serveTable } from './route-lookup';

const pagesDir = path.resolve(import.meta.dirname, '../../pages');
const serveFile = path.resolve(import.meta.dirname, '../../../serve/api-routes.json');

/** The route files under src/pages/api, v1 and todos, by the route each serves (`todos/index.ts`: `/todos`). */
const routeFiles: Record<string, string> = Object.fromEntries(
  ['api', 'v1', 'todos'].flatMap((root) =>
    (readdirSync(path.join(pagesDir, root), { recursive: true }) as string[])
      .filter((file) => file.endsWith('.ts'))
      .map((file) => `${root}/${file.split(path.sep).join('/')}`)
      .map((file) => [`/${file.slice(0, -'.ts'.length)}`.replace(/\/index$/, ''), file]),
  ),
);
const modules = import.meta.glob<Record<string, unknown>>([
  '../../pages/api/**/*.ts',
  '../../pages/v1/**/*.ts',
  '../../pages/todos/**/*.ts',
]);

describe('the list of API routes', () => {
  it('has a route file for each entry, and an entry for each route file under api, v1 and todos', () => {
    expect(Object.keys(routeFiles).sort()).toEqual(routeEntries.map((entry) => entry.path).sort());
  });

  it("is what the route files export: each its own entry's handlers", async () => {
    for (const entry of routeEntries) {
      const exported = await modules[`../../pages/${routeFiles[entry.path]}`]!();
      expect(Object.keys(exported).sort(), entry.path).toEqual(Object.keys(entry.handlers).sort());
      for (const [method, handler] of Object.entries(entry.handlers))
        expect(exported[method], `${method} ${entry.path}`).toBe(handler);
    }
  });

  it('answers the methods a route does not take with 405 and its Allow', async () => {
    for (const entry of routeEntries) {
      const { ALL, ...handlers } = entry.handlers;
      const request = new Request(`http://localhost${entry.path}`, { method: 'PUT' });
      const refused = await ALL({ request } as never);
      const allow = Object.keys(handlers).flatMap((m) => (m === 'GET' ? ['GET', 'HEAD'] : [m]));
      expect([refused.status, refused.headers.get('allow')], entry.path).toEqual([
        405,
        allow.join(', '),
      ]);
    }
  });

  it("is keyed by each documented endpoint's own name (its rate limits, form tokens and logs)", () => {
    for (const [name, entry] of Object.entries(apiRoutes)) {
      const documented = 'endpoint' in entry ? entry.endpoint : 'query' in entry && entry.query;
      if (documented) expect(documented.name).toBe(name);
      if (documented) expect(documented.path).toBe(entry.path);
    }
  });

  it('is what serve/ reads: serve/api-routes.json (`npx vitest run -u src/features/api-routes` writes it)', async () => {
    const config = await prettier.resolveConfig(serveFile);
    const json = await prettier.format(JSON.stringify(serveTable()), {
      ...config,
      filepath: serveFile,
    });
    await expect(json).toMatchFileSnapshot(serveFile);
  });
});
