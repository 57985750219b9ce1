import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { APIContext } from 'astro';
import { describe, expect, it, vi } from 'vitest';
import { createLocalSource } from '@/content/local/local-source';
import { createReader } from '@/content/reader';
import { createRepository } from '@/content/repository';
import { describeEachDatabase } from '@/db/testing/each-database';
import { documentedEndpoints } from '@/features/api-routes/documented-endpoints';
import { apiRequest, testOrigin } from '@/server/api/testing/api-request';
import robots from '@/app/robots';
import sitemap from '@/app/sitemap';
import { GET as nextBranches } from '@/app/api/v2/konew-center/route';
import { GET as nextFaqs } from '@/app/api/v2/konew-faqs/route';
import { GET as nextOpenApi } from '@/app/api/v2/openapi.json/route';
import { GET as nextTodo } from '@/app/todos/[id]/route';
import { GET as nextRedirect } from '@/app/[locale]/download-app-redirect/route';
import { GET as astroRobots } from './robots.txt';
import { GET as astroSitemap } from './sitemap.xml';
import { GET as astroBranches } from './api/v2/konew-center';
import { GET as astroFaqs } from './api/v2/konew-faqs';
import { GET as astroOpenApi } from './api/v2/openapi.json';
import { GET as astroTodo } from './todos/[id]';
import { POST as astroTodos } from './todos/index';
import { POST as astroTrack } from './v1/track';
import { GET as astroRedirect } from './[...locale]/download-app-redirect';
import { GET as astroAsset } from './content-assets/[...path]';

const contentDir = path.resolve(import.meta.dirname, '../../content');
vi.mock('@/content/queries', () => ({
  getContent: async () => createRepository(createReader(createLocalSource(contentDir))),
}));

type Endpoint = (context: APIContext) => Response | Promise<Response>;
const call = (endpoint: Endpoint, request: Request, params: Record<string, string> = {}) =>
  endpoint({ request, params, rewrite: () => new Response(null, { status: 404 }) } as never);
const nextContext = (params: Record<string, string>) =>
  ({ params: Promise.resolve(params) }) as never;
const answer = async (response: Response) => ({
  status: response.status,
  type: response.headers.get('content-type'),
  cacheControl: response.headers.get('cache-control'),
  location: response.headers.get('location'),
  body: await response.text(),
});

/** Next's routes (app/**) and the Astro endpoint of each (src/pages/**). */
const twins: Record<string, string> = {
  'api/draft/route.ts': 'api/draft/index.ts',
  'api/draft/disable/route.ts': 'api/draft/disable.ts',
  'api/revalidate/route.ts': 'api/revalidate.ts',
  'todos/route.ts': 'todos/index.ts',
  'todos/[id]/route.ts': 'todos/[id].ts',
  'v1/track/route.ts': 'v1/track.ts',
  'content-assets/[...path]/route.ts': 'content-assets/[...path].ts',
  '[locale]/download-app-redirect/route.ts': '[...locale]/download-app-redirect.ts',
  'sitemap.ts': 'sitemap.xml.ts',
  'robots.ts': 'robots.txt.ts',
};
const appDir = path.resolve(import.meta.dirname, '../../app');
const routeFiles = (readdirSync(appDir, { recursive: true }) as string[]).filter((f) =>
  /(^|\/)route\.ts$|^(sitemap|robots)\.ts$/.test(f),
);

describe('every Next route has its Astro endpoint', () => {
  it('finds a file in src/pages for each', () => {
    const pages = new Set(readdirSync(import.meta.dirname, { recursive: true }) as string[]);
    for (const file of routeFiles) {
      const twin = twins[file] ?? file.replace(/\/route\.ts$/, '.ts');
      expect({ file, twin, exists: pages.has(twin) }).toEqual({ file, twin, exists: true });
    }
    // 23 route handlers, the sitemap and robots.txt.
    expect(routeFiles.length).toBe(25);
  });
});

describe('the Astro GET endpoints answer as the Next routes', () => {
  const get = (route: string) => new Request(`${testOrigin}${route}`);
  it('branches, FAQ, OpenAPI and /todos/1, with bad input too', async () => {
    for (const route of ['/api/v2/konew-center?region=kowloon', '/api/v2/konew-center?x=1']) {
      expect(await answer(await call(astroBranches, get(route)))).toEqual(
        await answer(nextBranches(get(route))),
      );
    }
    for (const route of [
      '/api/v2/konew-faqs?locale=en-US&category=credit_card&per_page=2',
      '/api/v2/konew-faqs?colour=red',
    ]) {
      expect(await answer(await call(astroFaqs, get(route)))).toEqual(
        await answer(await nextFaqs(get(route))),
      );
    }
    expect(await answer(await call(astroOpenApi, get('/api/v2/openapi.json')))).toEqual(
      await answer(nextOpenApi()),
    );
    for (const id of ['1', 'x']) {
      const astro = await call(astroTodo, get(`/todos/${id}`), { id });
      expect(await answer(astro)).toEqual(
        await answer(await nextTodo(get(`/todos/${id}`), nextContext({ id }))),
      );
    }
  });

  it('download-app-redirect per locale and device', async () => {
    const phone = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile';
    for (const [locale, segment] of [
      ['zh-HK', undefined],
      ['en-US', 'en-US'],
    ] as const) {
      for (const ua of [phone, 'Mozilla/5.0 (X11; Linux x86_64)']) {
        const request = () =>
          new Request(`${testOrigin}/x?utm_source=fb&evil=1`, { headers: { 'user-agent': ua } });
        const astro = await call(astroRedirect, request(), segment ? { locale: segment } : {});
        expect(await answer(astro)).toEqual(
          await answer(await nextRedirect(request(), nextContext({ locale }))),
        );
      }
    }
    expect(
      (await call(astroRedirect, get('/zh-HK/download-app-redirect'), { locale: 'zh-HK' })).status,
    ).toBe(404);
  });

  it('robots.txt and the sitemap hold what Next’s did', async () => {
    const text = await (await call(astroRobots, get('/robots.txt'))).text();
    for (const path of robots().rules instanceof Array
      ? (robots().rules as { disallow: string[] }[])[0]!.disallow
      : [])
      expect(text).toContain(`Disallow: ${path}\n`);
    expect(text).toMatch(/^User-Agent: \*\nAllow: \/\n/);
    const xml = await (await call(astroSitemap, get('/sitemap.xml'))).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual((await sitemap()).map((entry) => entry.url));
    expect(xml).toMatch(/hreflang="en-US"\s+href="[^"]*\/en-US\/faq"/);
  });

  it('content assets: an image with options, and 404 or 400 for the rest', async () => {
    const image =
      'card/images.ctfassets.net/konewsample1/img-instalment-steps/e5aba70834e78e708fc55f664001f2ae/img-instalment-steps.png';
    const ok = await call(astroAsset, get(`/content-assets/${image}?w=64&fm=webp`), {
      path: image,
    });
    expect([ok.status, ok.headers.get('content-type')]).toEqual([200, 'image/webp']);
    expect(
      (await call(astroAsset, get('/content-assets/card/x'), { path: 'card/../export.json' }))
        .status,
    ).toBe(404);
    expect(
      (await call(astroAsset, get(`/content-assets/${image}?w=abc`), { path: image })).status,
    ).toBe(400);
  });
});

describeEachDatabase('the Astro POST endpoints', () => {
  const modules = import.meta.glob<{ POST: Endpoint }>(['./api/v2/*.ts', './api/web/*.ts']);
  it('accept each documented example and refuse a cross-site post with our own 403', async () => {
    for (const endpoint of documentedEndpoints) {
      const route = await modules[`.${endpoint.path}.ts`]!();
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
