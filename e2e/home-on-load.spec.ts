import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './support/hydrated';
import { locales, localized } from './support/pages';

// What the home page fetches before the visitor does anything: the first slide's picture only, and
// the carousel's code (Embla) once the page is idle. Lighthouse counted the other slides' pictures
// and Embla's start-up in the first load of a phone.

const next = { 'zh-HK': '下一張', 'en-US': 'Next slide' } as const;
const slidePicture = /\/img-slide-[a-z-]+\//;

/** Every slide picture the page requests from now on (one entry per image path). */
function slidePictures(page: Page): Set<string> {
  const seen = new Set<string>();
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (request.resourceType() === 'image' && slidePicture.test(path)) seen.add(path);
  });
  return seen;
}

for (const { locale, prefix } of locales) {
  test.describe(`${locale} home page on load`, () => {
    test('a first visit downloads the first slide picture only; the others come when the visitor reaches for the carousel', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const pictures = slidePictures(page);
      await page.goto(localized(prefix, '/'));
      await hydrated(page);
      const carousel = page.getByTestId('banner-carousel');
      await expect(carousel).toHaveAttribute('data-ready', '');
      await page.waitForLoadState('networkidle');
      expect([...pictures]).toHaveLength(1);
      await expect(page.getByTestId('carousel-slide').locator('img')).toHaveCount(1);

      await carousel.hover();
      await expect.poll(() => pictures.size).toBe(3);
      await page.getByRole('button', { name: next[locale] }).click();
      const second = page.getByTestId('carousel-slide').nth(1).locator('img');
      await expect(second).toBeInViewport();
      await expect.poll(() => second.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
    });

    test('autoplay loads the next picture before the slide moves in', async ({ page }) => {
      const pictures = slidePictures(page);
      await page.goto(localized(prefix, '/'));
      await expect(page.getByTestId('banner-carousel')).toHaveAttribute('data-running', 'true');
      await expect.poll(() => pictures.size, { timeout: 7_000 }).toBe(2);
      await expect(page.getByTestId('carousel-slide').nth(1)).not.toHaveAttribute('inert', '', {
        timeout: 7_000,
      });
      const second = page.getByTestId('carousel-slide').nth(1).locator('img');
      await expect.poll(() => second.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
    });
  });
}
