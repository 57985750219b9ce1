import { expect, test } from '@playwright/test';
import { locales, localized } from './support/pages';

// The blog list and the promotions are lists of cards. A card's styling is named once in
// globals.css (the card* and reveal utilities) instead of a long class list repeated on every card,
// which once made 96 and 70 KB of HTML (over a phone's first round trip). Budgets hold the HTML a
// visitor downloads (scripts/bench/html-bytes.ts prints it).
const htmlBudgets = [
  { path: '/blog', kb: 80 },
  { path: '/promotions', kb: 64 },
];

for (const { locale, prefix } of locales) {
  for (const { path, kb } of htmlBudgets) {
    test(`${locale}: ${path} sends at most ${kb} KB of HTML, each card's styling by name`, async ({
      request,
    }) => {
      const response = await request.get(localized(prefix, path));
      expect(response.status()).toBe(200);
      const bytes = (await response.body()).length;
      expect(bytes / 1000, `${path}: ${bytes} bytes`).toBeLessThanOrEqual(kb);
    });
  }

  test(`${locale}: on a phone the cards look as designed (picture beside the text, rounded, bordered)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of ['/blog', '/promotions']) {
      await page.goto(localized(prefix, path));
      const card = page.locator('li[data-reveal] article').first();
      const picture = await card.locator('img').boundingBox();
      const title = await card.getByRole('heading').boundingBox();
      expect(picture?.width).toBe(96);
      expect((picture?.x ?? 0) + 96).toBeLessThan(title?.x ?? 0);
      const style = await card.evaluate((element) => {
        const css = getComputedStyle(element);
        return { radius: css.borderRadius, border: css.borderTopWidth, display: css.display };
      });
      expect(style).toEqual({ radius: '12px', border: '1px', display: 'flex' });
    }
  });
}
