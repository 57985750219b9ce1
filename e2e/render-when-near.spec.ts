import { expect, test } from '@playwright/test';
import { locales, localized } from './support/pages';

// The blocks below the first screen (the footer on every page, the home page's sections) are laid
// out and painted only when they come near the viewport (content-visibility: auto): Lighthouse
// measured the first layout of the home page as one of its longest tasks on a phone. They stay in
// the page: found by role, linked, and shown once scrolled to.

/** Whether the browser renders the element now (false while content-visibility skips it). */
const rendered = (element: Element) => element.checkVisibility({ contentVisibilityAuto: true });

for (const { locale, prefix } of locales) {
  test(`${locale}: the home page renders its first screen; the footer and lower sections when scrolled to`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(localized(prefix, '/'));
    const footerLink = page.locator('footer nav a').first();
    const latest = page.locator('#latest h2');
    const hero = page.locator('#hero-heading');

    expect(await hero.evaluate(rendered)).toBe(true);
    expect(await footerLink.evaluate(rendered)).toBe(false);
    expect(await latest.evaluate(rendered)).toBe(false);
    // Skipped, yet in the page: assistive technology and search still find them.
    await expect(page.getByRole('contentinfo').getByRole('link').first()).toBeAttached();

    // A visitor scrolls down: each block is rendered as it comes near, down to the footer.
    await expect(async () => {
      await page.mouse.wheel(0, 600);
      await expect(footerLink).toBeInViewport({ timeout: 200 });
    }).toPass();
    expect(await latest.evaluate(rendered)).toBe(true);
    expect(await footerLink.evaluate(rendered)).toBe(true);
  });
}
