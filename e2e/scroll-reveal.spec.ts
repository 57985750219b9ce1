import { expect, test } from '@playwright/test';
import { hydrated } from './support/hydrated';
import { locales, localized } from './support/pages';

// The scroll reveal animates one way only: a card below the fold is hidden at once when the page
// loads (no 400 ms fade-out nobody sees, which also left text mid-fade for an accessibility check),
// and fades in when the reader reaches it.
for (const { locale, prefix } of locales) {
  test(`${locale}: a card is hidden at once and fades in when revealed`, async ({ page }) => {
    await page.goto(localized(prefix, '/blog'));
    await hydrated(page);
    const card = page.locator('[data-reveal]').last();
    const transitionsWhen = (state: string) =>
      card.evaluate((element: HTMLElement, reveal) => {
        element.dataset.reveal = reveal;
        element.getBoundingClientRect(); // applies the new style now
        return element.getAnimations().length;
      }, state);
    // Shown and settled first, wherever the page put it.
    await transitionsWhen('shown');
    await page.waitForFunction(() =>
      document.getAnimations().every((animation) => animation.playState !== 'running'),
    );
    expect(await transitionsWhen('hidden')).toBe(0);
    expect(await transitionsWhen('shown')).toBeGreaterThan(0);
  });
}

// A reader who jumps to the end of the list (End, a fast fling) passes cards without them ever
// crossing the viewport between two frames: they must not stay hidden above it.
for (const { locale, prefix } of locales) {
  test(`${locale}: cards a jump to the end passes over are revealed`, async ({ page }) => {
    await page.goto(localized(prefix, '/blog'));
    await hydrated(page);
    await expect(page.locator('[data-reveal="hidden"]')).not.toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(page.locator('[data-reveal="hidden"]')).toHaveCount(0);
  });
}
