import { expect, test, type Page } from '@playwright/test';
import { hydrated, islandHydrated } from './support/hydrated';

const current = (page: Page) =>
  page.getByTestId('banner-carousel').locator('button[aria-current="true"]');

/** Opens `path` once its carousel is interactive (Embla starts a task after hydration). */
async function openCarousel(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByTestId('banner-carousel')).toHaveAttribute('data-ready', '');
}

test.describe('home carousel', () => {
  test('moves by itself every 5 s, and pauses on hover, on focus and with its button', async ({
    page,
  }) => {
    await openCarousel(page, '/');
    const carousel = page.getByTestId('banner-carousel');
    await expect(carousel).toHaveAttribute('data-running', 'true');
    await expect(current(page)).toHaveAccessibleName('顯示第 1 張');
    await expect(current(page)).toHaveAccessibleName('顯示第 2 張', { timeout: 7_000 });
    await carousel.hover();
    await expect(carousel).toHaveAttribute('data-running', 'false');
    await page.mouse.move(0, 0);
    await expect(carousel).toHaveAttribute('data-running', 'true');
    await page.getByRole('button', { name: '下一張' }).focus();
    await expect(carousel).toHaveAttribute('data-running', 'false');
    await page.locator('h1').click();
    await page.mouse.move(0, 0);
    await page.getByTestId('carousel-pause').click();
    await page.mouse.move(0, 0);
    await page.locator('h1').click();
    await expect(carousel).toHaveAttribute('data-running', 'false');
    await expect(page.getByTestId('carousel-pause')).toHaveAccessibleName('繼續輪播');
  });

  // One page walks the carousel by hand (they were four cases, each with a new context): first
  // the phones, where it runs by itself; then the keyboard and the swipe, which pause it.
  // A visitor reading further down the page: no slide changes (nor next pictures fetched) unseen.
  // Held sideways (568 × 320), the carousel (about 680 px tall) never has half of itself in view:
  // it moves while it fills half the screen.
  test('out of view it stands still; keyboard, buttons, dots and swipes move it', async ({
    page,
    viewport: defaultViewport,
  }) => {
    // The checks of several cases, each of which had the default 30 s.
    test.slow();
    for (const { phone, size, path, pause } of [
      {
        phone: 'a phone',
        size: { width: 390, height: 844 },
        path: '/en-US',
        pause: 'Pause the slideshow',
      },
      {
        phone: 'a phone held sideways',
        size: { width: 568, height: 320 },
        path: '/',
        pause: '暫停輪播',
      },
    ])
      await test.step(`on ${phone}, it stands still while scrolled out of view, and moves on once it is back`, async () => {
        // As in a case of its own: no language remembered from an English page before (the
        // locale cookie), nor set by a request of the page left.
        await page.goto('about:blank');
        await page.context().clearCookies();
        await page.setViewportSize(size);
        await openCarousel(page, path);
        const carousel = page.getByTestId('banner-carousel');
        await expect(carousel).toHaveAttribute('data-running', 'true');
        await page.locator('footer').scrollIntoViewIfNeeded();
        await expect(carousel).not.toBeInViewport();
        await expect(carousel).toHaveAttribute('data-running', 'false');
        // Not paused by the visitor: the button still offers to pause.
        await expect(page.getByTestId('carousel-pause')).toHaveAccessibleName(pause);
        await carousel.scrollIntoViewIfNeeded();
        await expect(carousel).toHaveAttribute('data-running', 'true');
      });

    await test.step('keyboard arrows, buttons and dots move it; hidden slides are inert', async () => {
      // As in a case of its own: no language remembered from an English page before (the
      // locale cookie), nor set by a request of the page left.
      await page.goto('about:blank');
      await page.context().clearCookies();
      await page.setViewportSize(defaultViewport!);
      await openCarousel(page, '/en-US');
      await page.getByRole('button', { name: 'Pause the slideshow' }).click();
      await page.getByRole('button', { name: 'Next slide' }).click();
      await expect(current(page)).toHaveAccessibleName('Show slide 2');
      await page.keyboard.press('ArrowRight');
      await expect(current(page)).toHaveAccessibleName('Show slide 3');
      await page.keyboard.press('ArrowRight');
      await expect(current(page)).toHaveAccessibleName('Show slide 1');
      await page.getByRole('button', { name: 'Show slide 3' }).click();
      await expect(current(page)).toHaveAccessibleName('Show slide 3');
      const slides = page.getByTestId('carousel-slide');
      await expect(slides.nth(2)).not.toHaveAttribute('inert');
      await expect(slides.nth(0)).toHaveAttribute('inert', '');
      await expect(slides.nth(2)).toHaveAttribute('aria-label', '3 of 3');
    });

    await test.step('a swipe of 40 px or more changes the slide, a shorter one does not', async () => {
      // As in a case of its own: no language remembered from an English page before (the
      // locale cookie), nor set by a request of the page left.
      await page.goto('about:blank');
      await page.context().clearCookies();
      await page.setViewportSize(defaultViewport!);
      await openCarousel(page, '/');
      await page.getByTestId('carousel-pause').click();
      const box = (await page.getByTestId('carousel-slide').first().boundingBox())!;
      const y = box.y + box.height / 3;
      const swipe = async (dx: number) => {
        await page.mouse.move(box.x + 600, y);
        await page.mouse.down();
        await page.mouse.move(box.x + 600 + dx, y, { steps: 4 });
        await page.mouse.up();
      };
      await swipe(-30);
      await expect(current(page)).toHaveAccessibleName('顯示第 1 張');
      await swipe(-45);
      await expect(current(page)).toHaveAccessibleName('顯示第 2 張');
      await swipe(60);
      await expect(current(page)).toHaveAccessibleName('顯示第 1 張');
    });
  });

  test('downloads the desktop picture on a wide screen and the mobile one on a phone, never both', async ({
    browser,
  }) => {
    for (const [viewport, wanted, unwanted] of [
      [{ width: 1280, height: 800 }, 'img-slide-pay-later.png', 'img-slide-mobile-pay-later.png'],
      [{ width: 390, height: 844 }, 'img-slide-mobile-pay-later.png', 'img-slide-pay-later.png'],
    ] as const) {
      const context = await browser.newContext({ viewport, locale: 'zh-HK' });
      const page = await context.newPage();
      const requested: string[] = [];
      page.on('request', (request) => requested.push(request.url()));
      await page.goto('/', { waitUntil: 'networkidle' });
      expect(requested.some((url) => url.includes(`/${wanted}?`))).toBe(true);
      expect(requested.some((url) => url.includes(`/${unwanted}?`))).toBe(false);
      await context.close();
    }
  });

  test('never moves by itself under reduced motion', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce', locale: 'zh-HK' });
    const page = await context.newPage();
    await openCarousel(page, '/');
    await expect(page.getByTestId('banner-carousel')).toHaveAttribute('data-running', 'false');
    await expect(page.getByTestId('carousel-pause')).toHaveCount(0);
    await page.waitForTimeout(5_500);
    await expect(current(page)).toHaveAccessibleName('顯示第 1 張');
    await context.close();
  });
});

test('the promo code copies to the clipboard and a toast confirms it, then hides after 5 s', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/promotions/new-cardholder-welcome');
  await islandHydrated(page.getByTestId('promo-code'));
  await expect(page.getByTestId('promo-code')).toHaveText('KONEW2026');
  await page.getByRole('button', { name: '複製優惠碼' }).click();
  const toast = page.getByTestId('promo-toast');
  await expect(toast).toContainText('已複製優惠碼 KONEW2026');
  // The toast's region is named in the page's language (Radix's default is English).
  await expect(page.getByRole('region', { name: '通知（F8）' })).toHaveCount(1);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('KONEW2026');
  await page.mouse.move(0, 0);
  await page.waitForTimeout(3_500);
  await expect(toast).toBeVisible();
  await expect(toast).toBeHidden({ timeout: 4_000 });
});

test('a link to a question opens it, and the category navigation follows the reader', async ({
  page,
}) => {
  await page.goto('/faq#lost-card');
  await hydrated(page);
  const question = page.locator('details#lost-card');
  await expect(question).toHaveAttribute('open', '');
  await expect(question).toContainText('請立即在 App 暫停卡片');
  const nav = page.getByRole('navigation', { name: '問題類別' });
  await expect(nav.getByRole('link', { name: '信用卡' })).toHaveAttribute(
    'aria-current',
    'location',
  );
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(nav.getByRole('link', { name: '賬戶問題' })).toHaveAttribute(
    'aria-current',
    'location',
  );
  await page.locator('#bnpl').scrollIntoViewIfNeeded();
  await page.evaluate(() => document.getElementById('bnpl')?.scrollIntoView({ block: 'start' }));
  await expect(nav.getByRole('link', { name: '先買後付' })).toHaveAttribute(
    'aria-current',
    'location',
  );
});

test('a terms page has a section navigation that follows the reader', async ({ page }) => {
  await page.goto('/en-US/tnc/mid-autumn-lucky-draw-2026-tnc');
  await hydrated(page);
  const nav = page.getByRole('navigation', { name: 'On this page' });
  await expect(nav.getByRole('link')).toHaveCount(6);
  await expect(nav.getByRole('link', { name: 'Promotion period' })).toHaveAttribute(
    'aria-current',
    'location',
  );
  await nav.getByRole('link', { name: 'Licence' }).click();
  await expect(page).toHaveURL(/#section-4$/);
  await expect(nav.getByRole('link', { name: 'Licence' })).toHaveAttribute(
    'aria-current',
    'location',
  );
  await expect(page.locator('#section-4')).toHaveText('Licence');
});
