import { expect, test } from '@playwright/test';
import { browserIdle, scriptsOf } from './support/hydrated';

// A content page's behaviours (language switch, menu, reveal, scroll-spy, FAQ link, analytics) come
// in one script that imports nothing (src/layouts/site-behaviours.script.ts, one chunk by
// astro.config.ts): no script waits on another, a round trip later, while the page first paints.
// Each behaviour still works: content-interactions, scroll-reveal, header-menu, analytics specs.

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
    });
