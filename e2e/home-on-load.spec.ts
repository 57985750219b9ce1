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

/** The path of every request but the page's own, in the order the browser sent them. */
function subresourceOrder(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() !== 'document') paths.push(new URL(request.url()).pathname);
  });
  return paths;
}

const viewports = [
  { device: 'phone', size: { width: 390, height: 844 }, picture: /\/img-slide-mobile-[a-z-]+\// },
  {
    device: 'desktop',
    size: { width: 1280, height: 800 },
    picture: /\/img-slide-(?!mobile-)[a-z-]+\//,
  },
] as const;

for (const { locale, prefix } of locales) {
  test.describe(`${locale} home page on load`, () => {
    for (const { device, size, picture } of viewports)
      test(`on a ${device}, the first slide's picture for that screen is the first request after the page itself, before its stylesheet and scripts`, async ({
        page,
      }) => {
        // The picture is in a <picture> (a source per screen width), which the browser only finds
        // in the body, after the head's stylesheet and script tags; its preload in the head names
        // each width with a media query.
        await page.setViewportSize(size);
        await page.emulateMedia({ reducedMotion: 'reduce' }); // no autoplay: one picture only
        const paths = subresourceOrder(page);
        await page.goto(localized(prefix, '/'));
        await page.waitForLoadState('load');
        expect(paths.filter((path) => slidePicture.test(path))).toHaveLength(1);
        expect(paths[0]).toMatch(picture);
      });

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
