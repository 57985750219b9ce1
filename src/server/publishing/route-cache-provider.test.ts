import { describe, expect, it } from 'vitest';
import { describeEachDatabase } from '@/db/testing/each-database';
import { routeCacheKey, routeCacheProvider } from './route-cache-provider';
import { sharedCacheTags } from './shared-cache-tags';

const logger = { info() {}, warn() {}, error() {} };
const tags = 'content, content:konewWebsiteFaq';

/** A page renderer that counts its renders and answers what Astro's cache headers would carry. */
function renderer(body = 'page') {
  let renders = 0;
  const next = async () => {
    renders += 1;
    return new Response(`${body} ${renders}`, {
      headers: {
        'cdn-cache-control': 'max-age=60',
        'cache-tag': tags,
        'content-type': 'text/html',
      },
    });
  };
  return { next, renders: () => renders };
}

const get = (url: string, headers: Record<string, string> = {}) => {
  const request = new Request(url, { headers });
  return { request, url: new URL(url), logger };
};

describe('the route cache', () => {
  it('keys by the route path only: query, host and headers never make a new entry', async () => {
    const cache = routeCacheProvider({}, () => undefined);
    const page = renderer();
    expect(
      (await cache.onRequest!(get('http://a.example/faq'), page.next)).headers.get('x-astro-cache'),
    ).toBe('MISS');
    for (let i = 0; i < 50; i++) {
      const hit = await cache.onRequest!(
        get(`http://evil.example/faq?x=${i}`, { 'accept-language': `x${i}` }),
        page.next,
      );
      expect(await hit.text()).toBe('page 1');
    }
    expect(page.renders()).toBe(1);
  });

  it('does not keep paths written otherwise than the router writes them', () => {
    expect(routeCacheKey(new URL('http://a/en-US/faq?a=1'))).toBe('/en-US/faq');
    expect(routeCacheKey(new URL('http://a/'))).toBe('/');
    for (const path of ['/%00', '/%66aq', '/faq/', '//faq', '/caf%C3%A9'])
      expect(routeCacheKey(new URL(`http://a${path}`)), path).toBeNull();
  });

  it('neither answers nor keeps an editor’s preview, a POST, a cookie-setting or uncacheable answer', async () => {
    const cache = routeCacheProvider({}, () => undefined);
    const page = renderer();
    await cache.onRequest!(get('http://a/faq', { cookie: 'konew_draft=1.x' }), page.next);
    await cache.onRequest!(get('http://a/faq', { cookie: 'a=b; konew_draft=1.x' }), page.next);
    expect(page.renders()).toBe(2);
    const plain = async () => new Response('x');
    expect(
      (await cache.onRequest!(get('http://a/other'), plain)).headers.get('x-astro-cache'),
    ).toBeNull();
    await cache.onRequest!(get('http://a/faq'), page.next);
    await cache.onRequest!(get('http://a/faq'), page.next);
    expect(page.renders()).toBe(3);
  });

  it('is bounded by entries and bytes', async () => {
    const cache = routeCacheProvider({ maxEntries: 3, maxBytes: 1_000_000 }, () => undefined);
    const page = renderer();
    for (const path of ['/a', '/b', '/c', '/d'])
      await cache.onRequest!(get(`http://h${path}`), page.next);
    await cache.onRequest!(get('http://h/a'), page.next);
    expect(page.renders()).toBe(5);
    const big = renderer('x'.repeat(600));
    const small = routeCacheProvider({ maxBytes: 1_000 }, () => undefined);
    await small.onRequest!(get('http://h/a'), big.next);
    await small.onRequest!(get('http://h/b'), big.next);
    await small.onRequest!(get('http://h/a'), big.next);
    expect(big.renders()).toBe(3);
  });

  it('drops the pages of an invalidated tag or path, and only those', async () => {
    const cache = routeCacheProvider({}, () => undefined);
    const page = renderer();
    await cache.onRequest!(get('http://h/faq'), page.next);
    await cache.invalidate({ tags: ['content:konewBlogPost'] });
    await cache.onRequest!(get('http://h/faq'), page.next);
    expect(page.renders()).toBe(1);
    await cache.invalidate({ tags: 'content:konewWebsiteFaq' });
    await cache.onRequest!(get('http://h/faq'), page.next);
    await cache.invalidate({ path: '/faq' });
    await cache.onRequest!(get('http://h/faq'), page.next);
    expect(page.renders()).toBe(3);
  });
});

describeEachDatabase('the route cache on a shared database', (database) => {
  it('an invalidation on one instance is a miss on the other', async () => {
    const shared = () => sharedCacheTags(async () => database().db);
    const [tagsA, tagsB] = [shared(), shared()];
    const a = routeCacheProvider({}, () => tagsA);
    const b = routeCacheProvider({}, () => tagsB);
    const [pageA, pageB] = [renderer(), renderer()];
    for (const [cache, page] of [
      [a, pageA],
      [b, pageB],
    ] as const) {
      await cache.onRequest!(get('http://h/en-US/faq'), page.next);
      await cache.onRequest!(get('http://h/en-US/faq'), page.next);
      expect(page.renders()).toBe(1);
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
    await a.invalidate({ tags: ['content:konewWebsiteFaq'] });
    const onB = await b.onRequest!(get('http://h/en-US/faq'), pageB.next);
    expect(onB.headers.get('x-astro-cache')).toBe('MISS');
    expect(await onB.text()).toBe('page 2');
    // Rendered after the publish: B keeps it again. A path invalidation reaches B too.
    expect(
      (await b.onRequest!(get('http://h/en-US/faq'), pageB.next)).headers.get('x-astro-cache'),
    ).toBe('HIT');
    await new Promise((resolve) => setTimeout(resolve, 5));
    await a.invalidate({ path: '/en-US/faq' });
    await b.onRequest!(get('http://h/en-US/faq'), pageB.next);
    expect(pageB.renders()).toBe(3);
  });
});
