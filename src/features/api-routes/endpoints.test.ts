import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLocalSource } from '@/content/local/local-source';
import { createReader } from '@/content/reader';
import { createRepository } from '@/content/repository';
import { env } from '@/env';
import { sitemapEntries } from '@/features/sitemap/sitemap-entries';
import { sitemapPaths } from '@/features/sitemap/sitemap-paths';
import { testOrigin } from '@/server/api/testing/api-request';
import { GET as astroRobots } from '@/pages/robots.txt';
import { GET as astroSitemap } from '@/pages/sitemap.xml';
import { GET as astroBranches } from '@/pages/api/v2/konew-center';
import { GET as astroFaqs } from '@/pages/api/v2/konew-faqs';
import { GET as astroOpenApi } from '@/pages/api/v2/openapi.json';
import { GET as astroTodo } from '@/pages/todos/[id]';
import { GET as astroRedirect } from '@/pages/[...locale]/download-app-redirect';
import { GET as astroAsset } from '@/pages/content-assets/[...path]';
import { documentedEndpoints, documentedQueryEndpoints, routeEntries } from './route-lookup';
import { answer, call, json } from './testing/astro-endpoint';

const publicCache = 'public, max-age=300, s-maxage=3600, stale-while-revalidate=86400';

/** The endpoints outside the API (whose route files are the list's, route-list.test.ts). */
const otherEndpointFiles = [
  '[...locale]/download-app-redirect.ts',
  'content-assets/[...path].ts',
  'robots.txt.ts',
  'sitemap.xml.ts',
];
const pagesDir = path.resolve(import.meta.dirname, '../../pages');
const contentDir = path.resolve(import.meta.dirname, '../../../content');

describe('the Astro endpoints', () => {
  it('are one file each in src/pages, and nothing else there is a .ts file (Astro routes every one)', () => {
    const files = (readdirSync(pagesDir, { recursive: true }) as string[])
      .filter((file) => file.endsWith('.ts'))
      .map((file) => file.split(path.sep).join('/'));
    const api = files.filter((file) => /^(api|v1|todos)\//.test(file));
    expect(files.filter((file) => !api.includes(file)).sort()).toEqual(otherEndpointFiles.sort());
    expect(api).toHaveLength(routeEntries.length);
  });
});

describe('the Astro GET endpoints', () => {
  const get = (route: string) => new Request(`${testOrigin}${route}`);
  const parsed = async (response: Response) => {
    const { body, ...rest } = await answer(response);
    return { ...rest, body: JSON.parse(body) as unknown };
  };
  it('branches, FAQ, OpenAPI and /todos/1, with bad input too', async () => {
    const kowloon = await parsed(
      await call(astroBranches, get('/api/v2/konew-center?region=kowloon')),
    );
    expect(kowloon).toEqual(json(200, publicCache, { count: 2, data: expect.any(Array) }));
    expect((kowloon.body as { data: { id: string }[] }).data.map((b) => b.id)).toEqual([
      'tsim-sha-tsui',
      'hung-hom',
    ]);
    const unknown = (parameter: string) => ({
      error: { code: 'validation_failed', fields: { [parameter]: 'unknown_parameter' } },
    });
    expect(await parsed(await call(astroBranches, get('/api/v2/konew-center?x=1')))).toEqual(
      json(422, 'no-store', unknown('x')),
    );
    const faqs = await parsed(
      await call(astroFaqs, get('/api/v2/konew-faqs?locale=en-US&category=credit_card&per_page=2')),
    );
    expect(faqs).toEqual(json(200, publicCache, expect.objectContaining({ skip: 0, limit: 2 })));
    const items = (faqs.body as { items: { slug: string; category: string; question: string }[] })
      .items;
    expect(items.map((item) => [item.slug, item.category])).toEqual([
      ['activate-card', 'credit_card'],
      ['interest-free-period', 'credit_card'],
    ]);
    expect(items[0]?.question).toBe('How do I activate my Konew Card?');
    expect(await parsed(await call(astroFaqs, get('/api/v2/konew-faqs?colour=red')))).toEqual(
      json(422, 'no-store', unknown('colour')),
    );
    const openApi = await parsed(await call(astroOpenApi, get('/api/v2/openapi.json')));
    expect(openApi).toEqual(json(200, 'public, max-age=300', expect.any(Object)));
    expect(Object.keys((openApi.body as { paths: object }).paths).sort()).toEqual(
      [...documentedEndpoints, ...documentedQueryEndpoints].map((e) => e.path).sort(),
    );
    expect(await answer(await call(astroTodo, get('/todos/1'), { id: '1' }))).toEqual(
      json(200, 'no-store', '{"id":1,"userId":1,"title":"tester echo","completed":false}'),
    );
    expect(await answer(await call(astroTodo, get('/todos/x'), { id: 'x' }))).toEqual(
      json(404, null, '{"code":"not_found"}'),
    );
  });

  it('download-app-redirect per locale and device', async () => {
    const phone = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile';
    const play = 'https://play.google.com/store/apps/details?id=com.example.konew';
    for (const [segment, ua, location] of [
      [undefined, phone, `${play}&referrer=utm_source%3Dfb`],
      [undefined, 'Mozilla/5.0 (X11; Linux x86_64)', '/download_app?utm_source=fb'],
      ['en-US', phone, `${play}&referrer=utm_source%3Dfb`],
      ['en-US', 'Mozilla/5.0 (X11; Linux x86_64)', '/en-US/download_app?utm_source=fb'],
    ] as const) {
      const request = new Request(`${testOrigin}/x?utm_source=fb&evil=1`, {
        headers: { 'user-agent': ua },
      });
      // The middleware gives the route its locale (src/middleware/index.ts).
      const astro = await call(astroRedirect, request, {}, { locale: segment ?? 'zh-HK' });
      expect(await answer(astro)).toEqual({
        status: 302,
        type: null,
        cacheControl: 'private, no-store',
        location,
        body: '',
      });
    }
  });

  it('robots.txt and the sitemap hold every private path and every content page', async () => {
    const text = await (await call(astroRobots, get('/robots.txt'))).text();
    const disallowed = ['/tester', '/payment_success', '/open-app-redirect']
      .concat(['/download-app-redirect', '/property-valuation/'])
      .flatMap((privatePath) => [privatePath, `/en-US${privatePath}`]);
    for (const privatePath of [...disallowed, '/api/', '/*?*preview='])
      expect(text).toContain(`Disallow: ${privatePath}\n`);
    expect(text).toMatch(/^User-Agent: \*\nAllow: \/\n/);
    expect(text).toContain(`Sitemap: ${new URL('/sitemap.xml', env.SITE_ORIGIN).href}\n`);
    const xml = await (await call(astroSitemap, get('/sitemap.xml'))).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    // The local content store, read on its own: the endpoint lists every page it holds.
    const local = createRepository(createReader(createLocalSource(contentDir)));
    const entries = sitemapEntries(await sitemapPaths(local), env.SITE_ORIGIN);
    expect(locs).toEqual(entries.map((entry) => entry.url));
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
