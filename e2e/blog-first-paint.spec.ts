import { expect, test } from '@playwright/test';

// The first article card of a blog listing is the largest paint on a phone and a desktop: its
// picture must not wait for lazy loading (Lighthouse measured it as the LCP element of /blog).
test.use({ javaScriptEnabled: false });

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  for (const path of ['/blog', '/en-US/blog', '/blog/page/2']) {
    test(`${path} at ${viewport.width} px: the first card's picture loads at once, the others lazily`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto(path);
      const pictures = page.locator('section[aria-labelledby="articles-heading"] li img');
      expect(await pictures.count()).toBeGreaterThan(1);
      await expect(pictures.first()).toHaveAttribute('loading', 'eager');
      await expect(pictures.first()).toHaveAttribute('fetchpriority', 'high');
      await expect(pictures.nth(1)).toHaveAttribute('loading', 'lazy');
    });
  }
}
