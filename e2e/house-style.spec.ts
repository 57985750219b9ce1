import { expect, test } from '@playwright/test';
import { houseStyleSlips } from '../src/i18n/house-style';
import { sitemapPaths } from './support/pages';

// Every zh-HK page the sitemap lists, as served (before any script runs), reads in the site's one
// house style (src/i18n/house-style.ts): 您, 賬戶, 這裏, a space between Chinese and Latin or
// numerals, full-width marks after Chinese. Messages and content are checked by unit tests; this
// catches what views put together from them.
test.use({ javaScriptEnabled: false });

test('zh-HK pages in the sitemap read in the house style, each text as served', async ({
  page,
  request,
}) => {
  // About 60 pages, one after another: 20 s in CI, more on a busy machine.
  test.setTimeout(90_000);
  const paths = (await sitemapPaths(request)).filter((path) => !path.startsWith('/en-US'));
  expect(paths.length).toBeGreaterThan(20);
  const slips: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    // Each line as laid out: inline elements read together ("名稱: <strong>…"), blocks apart.
    const texts = await page.evaluate(() => [
      document.title,
      ...document.body.innerText.split('\n'),
    ]);
    for (const text of texts)
      for (const slip of houseStyleSlips(text)) slips.push(`${path}: ${slip} in "${text.trim()}"`);
  }
  expect(slips).toEqual([]);
});
