import { expect, test } from '@playwright/test';
import { locales, localized } from './support/pages';

// The home page's sections below the first screen are laid out and painted only when they come near
// the viewport (content-visibility: auto): Lighthouse measured the first layout of the home page as
// one of its longest tasks on a phone. They stay in the page: found by role, linked, and shown once
// scrolled to. The footer is not skipped: as the last block of every page, its guessed height would
// change the page's length as a visitor reaches the bottom, and the page would jump under a tap.

/** Whether the browser renders the element now (false while content-visibility skips it). */
const rendered = (element: Element) => element.checkVisibility({ contentVisibilityAuto: true });

for (const { locale, prefix } of locales) {
  test(`${locale}: the home page renders its first screen; the lower sections when scrolled to`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(localized(prefix, '/'));
    const footerLink = page.locator('footer nav a').first();
    const latest = page.locator('#latest h2');
    const hero = page.locator('#hero-heading');

    expect(await hero.evaluate(rendered)).toBe(true);
    expect(await latest.evaluate(rendered)).toBe(false);
    // Skipped, yet in the page: assistive technology and search still find them.
    await expect(
      page.getByRole('region', { name: (await latest.textContent()) ?? '' }),
    ).toBeAttached();

    // A visitor scrolls down: each block is rendered as it comes near, down to the footer.
    await expect(async () => {
      await page.mouse.wheel(0, 600);
      await expect(footerLink).toBeInViewport({ timeout: 200 });
    }).toPass();
    expect(await latest.evaluate(rendered)).toBe(true);
    expect(await footerLink.evaluate(rendered)).toBe(true);
  });
}

// The card lists' cards are not skipped either: on a phone they are 150 to 266 px tall, and a 200 px
// guess changed the length at the bottom by 28 px (/blog) and 236 px (/promotions).
// One page walks the eight (they were a case each, with a new context): each visit is a new
// document, laid out afresh.
test('on a phone, reaching the bottom of a card list or a form does not change its length', async ({
  page,
}) => {
  // The checks of several cases, each of which had the default 30 s.
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  for (const { locale, prefix } of locales)
    for (const path of ['/sme-loan/apply', '/faq', '/blog', '/promotions'])
      await test.step(`${locale}: on a phone, reaching the bottom of ${path} does not change its length`, async () => {
        await page.goto(localized(prefix, path));
        const length = () => page.evaluate(() => document.documentElement.scrollHeight);
        const before = await length();
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await expect(page.locator('footer')).toBeInViewport({ ratio: 0.5 });
        // The footer, the last block, has its real height from the start: the page does not
        // shrink (or jump) under the visitor's finger as it comes into view.
        expect(await length()).toBe(before);
      });
});
