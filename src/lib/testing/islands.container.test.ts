// Which React islands each kind of page has, with which client directive and component, rendered
// by Astro's Container API from the route shells themselves (src/pages). What the directives do in
// a browser (hydration on first use, on view, when idle) is e2e's; this is the page's structure.
import { JSDOM } from 'jsdom';
import { beforeAll, describe, expect, test } from 'vitest';
import type { AppLocale } from '@/config/locales';
import { locales } from '@/config/locales';
import { localizedPath } from '@/i18n/locale-path';
import Home from '@/pages/[...locale]/index.astro';
import TextPage from '@/pages/[...locale]/[textPage].astro';
import Faq from '@/pages/[...locale]/faq.astro';
import BlogArticle from '@/pages/[...locale]/blog/[slug].astro';
import Promotion from '@/pages/[...locale]/promotions/[slug].astro';
import StoreAddress from '@/pages/[...locale]/store-address.astro';
import SmeEligibility from '@/pages/[...locale]/sme-loan/eligibility.astro';
import { renderPage, siteContainer } from './astro-container';
import { islandPages } from './island-pages';

type Container = Awaited<ReturnType<typeof siteContainer>>;
type Page = Parameters<Container['renderToString']>[0];

let container: Container;
beforeAll(async () => {
  container = await siteContainer();
});

/** The page's islands, as the server sends them. */
async function islandsOf(page: Page, locale: AppLocale, path: string, params = {}) {
  const html = await renderPage(container, page, locale, path, { params });
  const { document } = new JSDOM(html).window;
  // The page itself, not the 404 a shell rewrites to.
  expect(document.documentElement.lang).toBe(locale);
  const canonical = document.querySelector('link[rel=canonical]')?.getAttribute('href') ?? '';
  expect(new URL(canonical).pathname).toBe(localizedPath(locale, path));
  return [...document.querySelectorAll('astro-island')];
}

describe.each(locales)('in %s', (locale) => {
  test.each(islandPages)(
    '$path has the island $exported, with client:$client',
    async ({ page, path, params, component, exported, client, value, form, also = [] }) => {
      const islands = await islandsOf(page, locale, path, params);
      const urls = islands.map((element) => element.getAttribute('component-url'));
      expect(urls.toSorted()).toEqual([component, ...also].toSorted());
      const island = islands.find((element) => urls[islands.indexOf(element)] === component)!;
      expect(island.getAttribute('component-url')).toBe(component);
      expect(island.getAttribute('component-export')).toBe(exported);
      expect(island.getAttribute('client')).toBe(client);
      expect(JSON.parse(island.getAttribute('opts') ?? '{}')).toEqual({ name: exported, value });
      // Server-rendered, waiting to hydrate: the markup is there before any script runs.
      expect(island.hasAttribute('ssr')).toBe(true);
      expect(island.children.length).toBeGreaterThan(0);
      if (form) {
        const forms = island.querySelectorAll('form');
        expect(forms.length).toBeGreaterThan(0);
        for (const element of forms) expect(element.getAttribute('method')).toBe('post');
        expect(island.querySelector('form button[type=submit]')).not.toBeNull();
      }
    },
  );

  // Content pages: their few behaviours are plain scripts (site-behaviours.script.ts, the store
  // finder's); React's renderer never loads there.
  test.each([
    { page: Home, path: '/', params: {} },
    { page: StoreAddress, path: '/store-address', params: {} },
    // The eligibility pre-check: a GET form the server answers, no script at all.
    { page: SmeEligibility, path: '/sme-loan/eligibility', params: {} },
    { page: Faq, path: '/faq', params: {} },
    { page: BlogArticle, path: '/blog/instalment-basics', params: { slug: 'instalment-basics' } },
    // A promotion without a promo code: nothing to copy, no island.
    {
      page: Promotion,
      path: '/promotions/summer-fitness-offer',
      params: { slug: 'summer-fitness-offer' },
    },
    {
      page: TextPage,
      path: '/privacy_policy_web',
      params: { textPage: 'privacy_policy_web' },
    },
  ])('$path has no island', async ({ page, path, params }) => {
    expect(await islandsOf(page, locale, path, params)).toEqual([]);
  });
});
