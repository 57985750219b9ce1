import { expect, test } from '@playwright/test';
import { localeOfPath } from '../src/i18n/locale-path';
import { inGroups, sitemapPaths } from './support/pages';

// The smallest phones in use are 320 CSS px wide (iPhone SE, first generation; small Androids):
// no page the sitemap lists scrolls sideways there, in either language. English words are longer,
// so a row of buttons that fits in Chinese may not.
test.use({ viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true });

test('no page in the sitemap is wider than a 320 px phone, in both languages', async ({
  page,
  request,
}) => {
  test.slow();
  const paths = await sitemapPaths(request);
  expect(paths.length).toBeGreaterThan(40);
  const wide: string[] = [];
  for (const group of inGroups(paths, 20))
    await test.step(group[0]!, async () => {
      for (const path of group) {
        // Each page in its own language (another browser language would be sent to its page).
        await page.setExtraHTTPHeaders({ 'accept-language': localeOfPath(path) });
        await page.goto(path);
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        if (width > 320) wide.push(`${path}: ${width} px`);
      }
    });
  expect(wide).toEqual([]);
});
