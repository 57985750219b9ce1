import { expect, test } from '@playwright/test';
import { browserIdle, scriptsOf } from './support/hydrated';

// A content page's behaviours (language switch, menu, reveal, scroll-spy, FAQ link, analytics) come
// in one script that imports nothing (src/layouts/site-behaviours.script.ts, one chunk by
// astro.config.ts), fetched once the page has loaded and painted (src/layouts/after-paint.astro).
// Each behaviour still works: content-interactions, scroll-reveal, header-menu, analytics specs.
// Once all have started, the page says so, and tests of a behaviour wait for that (hydrated()).

const contentPages = ['/blog', '/blog/instalment-basics', '/promotions', '/faq', '/about-us'];

for (const prefix of ['', '/en-US'])
  for (const path of contentPages)
    test(`${prefix}${path} fetches one script, the site's`, async ({ page }) => {
      const scripts = scriptsOf(page);
      await page.goto(`${prefix}${path}`);
      await page.waitForLoadState('load');
      await browserIdle(page);
      expect(scripts).toHaveLength(1);
      expect(scripts[0]).toMatch(/^\/_astro\//);
      await expect(page.locator('html')).toHaveAttribute('data-behaviours', 'started');
    });

// No script request starts before the load event, on the home page (its carousel) as well, and on
// issue 51's tool pages (in the default locale: the markup is the same in both).
const toolPages = [
  '/sme-loan',
  '/property-owner-loan',
  '/sme-loan/eligibility',
  '/store-address/book',
  '/search?q=分期',
];
const loadedPages = ['', '/en-US'].flatMap((prefix) =>
  ['', '/blog', '/faq'].map((path) => `${prefix}${path}` || '/'),
);
// One page walks them all (they were eleven cases, each a new context): a script cached by an
// earlier page still has its resource entry, timed from this page's navigation.
test('each page fetches its scripts after it has loaded', async ({ page }) => {
  // The checks of several cases, each of which had the default 30 s.
  test.slow();
  for (const url of [...loadedPages, ...toolPages])
    await test.step(`${url}: its scripts are fetched after the page has loaded`, async () => {
      // As in a case of its own: no language remembered from an English page before (the
      // locale cookie), nor set by a request of the page left.
      await page.goto('about:blank');
      await page.context().clearCookies();
      await page.goto(url);
      await browserIdle(page);
      await expect
        .poll(() =>
          page.evaluate(() => {
            const [navigation] = performance.getEntriesByType(
              'navigation',
            ) as PerformanceNavigationTiming[];
            const scripts = performance
              .getEntriesByType('resource')
              .filter((entry) => /^\/_astro\/.*\.js$/.test(new URL(entry.name).pathname));
            return {
              scripts: scripts.length > 0,
              beforeLoad: scripts.filter((entry) => entry.startTime < navigation!.loadEventEnd)
                .length,
            };
          }),
        )
        .toEqual({ scripts: true, beforeLoad: 0 });
    });
});
