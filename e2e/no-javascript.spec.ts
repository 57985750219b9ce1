import { expect, test, type Browser } from '@playwright/test';
import { copy } from './support/form-copy';
import { inGroups, localized, locales } from './support/pages';

// The served HTML alone, as a visitor with JavaScript off (or before the scripts run) gets it.
test.use({ javaScriptEnabled: false });

/** One page of each type that carries the language switch. */
const pageTypes = [
  '/',
  '/about-us',
  '/loan-application-terms',
  '/blog',
  '/blog/topic/travel',
  '/blog/konew-app-new-version',
  '/promotions',
  '/promotions/summer-fitness-offer',
  '/campaign',
  '/tnc/electronics-instalment-offer-tnc',
  '/tnc/promotions-general',
  '/faq',
  '/store-address',
  '/InstallmentIntroRoute',
  '/sme-loan',
  '/sme-loan/apply',
  '/sme-loan/eligibility',
  '/property-owner-loan',
  '/property-owner-loan/apply',
  '/property-valuation',
  '/features/free-smart-credit-report',
  '/account_delete',
  '/download_app',
  '/active_card',
] as const;

const otherLocale = { 'zh-HK': '/en-US', 'en-US': '' } as const;

test.describe('language switch without JavaScript', () => {
  for (const group of inGroups(pageTypes, 6)) {
    test(`${group.join(', ')} link to the same page in the other language`, async ({ page }) => {
      test.slow();
      for (const path of group)
        await test.step(path, async () => {
          // There and back: the Chinese page, its switch to English, and that page's switch back.
          const response = await page.goto(path);
          expect(response?.status(), path).toBe(200);
          for (const { locale, prefix } of locales) {
            const url = localized(prefix, path);
            await expect(page, url).toHaveURL((current) => current.pathname === url);
            const target = localized(otherLocale[locale], path);
            await expect(page.getByTestId('language-switch'), url).toHaveAttribute('href', target);
            await page.getByTestId('language-switch').click();
            await expect(page, url).toHaveURL((current) => current.pathname === target);
            await expect(page.locator('html')).toHaveAttribute(
              'lang',
              locale === 'zh-HK' ? 'en-US' : 'zh-HK',
            );
          }
        });
    });
  }

  async function englishBrowser(browser: Browser) {
    return browser.newContext({
      javaScriptEnabled: false,
      locale: 'en-US',
      extraHTTPHeaders: { 'Accept-Language': 'en-US,en;q=0.9' },
    });
  }

  // Each step its own browser context (its own cookies), in one case: they were three.
  test('the chosen language is remembered, and a link from another site is no choice', async ({
    browser,
    baseURL,
  }) => {
    // The checks of several cases, each of which had the default 30 s.
    test.slow();
    await test.step('an English browser that switches to Chinese stays on Chinese pages', async () => {
      const context = await englishBrowser(browser);
      const page = await context.newPage();
      await page.goto('/blog');
      await expect(page).toHaveURL((url) => url.pathname === '/en-US/blog');
      await page.getByTestId('language-switch').click();
      await expect(page).toHaveURL((url) => url.pathname === '/blog');
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh-HK');
      const cookie = (await context.cookies()).find(({ name }) => name === 'i18n_redirected');
      expect(cookie?.value).toBe('zh-HK');
      // The choice is remembered: the next unprefixed visit stays Chinese.
      await page.goto('/faq');
      await expect(page).toHaveURL((url) => url.pathname === '/faq');
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh-HK');
      await context.close();
    });

    await test.step('a Chinese visitor who chose English keeps English, then switches back', async () => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto('/promotions');
      await page.getByTestId('language-switch').click();
      await expect(page).toHaveURL((url) => url.pathname === '/en-US/promotions');
      await page.goto('/faq');
      await expect(page).toHaveURL((url) => url.pathname === '/en-US/faq');
      await page.getByTestId('language-switch').click();
      await expect(page).toHaveURL((url) => url.pathname === '/faq');
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh-HK');
      await context.close();
    });

    await test.step('a link to an unprefixed page from another site does not count as a switch', async () => {
      const context = await englishBrowser(browser);
      const page = await context.newPage();
      await page.goto('/faq', { referer: 'https://elsewhere.example/en-US/faq' });
      await expect(page).toHaveURL(`${baseURL}/en-US/faq`);
      await context.close();
    });
  });
});

const cases = [
  { path: '/no/such/page?x=1', en: 'Page not found', zh: '找不到頁面：' },
  { path: '/no-such-page', en: 'Page not found', zh: '找不到頁面：' },
  { path: '/blog/no-such-post?ref=mail', en: 'Page Not Found', zh: '找不到此頁面：' },
  { path: '/promotions/no-such-offer', en: 'Page Not Found', zh: '找不到此頁面：' },
  { path: '/tnc/no-such-terms', en: 'Page Not Found', zh: '找不到此頁面：' },
  { path: '/404', en: 'Page not found', zh: '找不到頁面：' },
];

// One page walks the error screens, the planner and the controls: they were five cases. Chinese
// first: an English page remembers English (the locale cookie), which sends unprefixed paths on.
test('404 screens, the instalment planner and the controls shown, in both locales', async ({
  page,
}) => {
  test.slow();
  for (const { locale, prefix } of locales) {
    await test.step(`unknown pages in ${locale} serve the 404 screen in their HTML`, async () => {
      for (const { path, en, zh } of cases) {
        const url = localized(prefix, path);
        await test.step(url, async () => {
          const response = await page.goto(url);
          expect(response?.status()).toBe(404);
          await expect(page.locator('html')).toHaveAttribute('lang', locale);
          const message = page.getByTestId('error-message');
          await expect(message).toBeVisible();
          await expect(message).toHaveText(locale === 'en-US' ? `${en}: ${url}` : `${zh}${url}`);
          await expect(page.getByTestId('error-status')).toHaveText('404');
          await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute(
            'content',
            /noindex/,
          );
          const home = page.getByRole('link', {
            name: locale === 'en-US' ? 'Back to home' : '返回首頁',
          });
          await expect(home).toHaveAttribute('href', prefix || '/');
          await home.click();
          await expect(page).toHaveURL((current) => current.pathname === (prefix || '/'));
        });
      }
    });

    await test.step(`${locale}: the instalment planner says it needs JavaScript, points to the example and takes no typing`, async () => {
      // Sent without the island, its form would only reload the page, which never reads the query.
      await page.goto(`${prefix}/InstallmentIntroRoute`);
      const planner = page.getByTestId('planner');
      const message = copy(locale, 'InstalmentPlanner.planner.needsJavaScript');
      const [before, example] = message.split(/<\/?example>/);
      const note = planner.getByTestId('planner-needs-javascript');
      await expect(note).toContainText(before!);
      const link = note.getByRole('link', { name: example, exact: true });
      await expect(link).toHaveAttribute('href', '#plan-comparison-heading');
      await expect(page.locator('#plan-comparison-heading')).toBeVisible();
      await expect(planner.locator('input')).not.toHaveCount(0);
      for (const input of await planner.locator('input').all()) await expect(input).toBeDisabled();
    });

    // No carousel arrows, dots or pause, no copy button.
    for (const width of [390, 1440])
      await test.step(`${locale} at ${width} px: only controls that work without script show`, async () => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(localized(prefix, '/'));
        const carousel = page.getByTestId('banner-carousel');
        await expect(carousel.getByTestId('carousel-slide').first()).toBeVisible();
        // The controls are in the HTML for the script; none of them shows.
        const buttons = carousel.locator('button');
        expect(await buttons.count()).toBeGreaterThan(0);
        for (const button of await buttons.all()) await expect(button).toBeHidden();
        await page.goto(localized(prefix, '/promotions/new-cardholder-welcome'));
        // The code is there to read and type; the copy button, which needs the script, is not.
        await expect(page.getByTestId('promo-code')).toHaveText('KONEW2026');
        await expect(
          page.getByRole('button', { name: copy(locale, 'Promotions.copyCode') }),
        ).toBeHidden();
      });
  }
});

test.describe('on a phone, without JavaScript', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the language switch and the 404 screen show on the first screen', async ({ page }) => {
    // The checks of several cases, each of which had the default 30 s.
    test.slow();
    await test.step('the language switch is on the first screen and works both ways', async () => {
      await page.goto('/promotions');
      const toggle = page.getByTestId('language-switch');
      await expect(toggle).toBeInViewport();
      await toggle.tap();
      await expect(page).toHaveURL((url) => url.pathname === '/en-US/promotions');
      await page.getByTestId('language-switch').tap();
      await expect(page).toHaveURL((url) => url.pathname === '/promotions');
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh-HK');
    });

    await test.step('the 404 screen shows its message and the way home on the first screen', async () => {
      const response = await page.goto('/en-US/blog/no-such-post');
      expect(response?.status()).toBe(404);
      await expect(page.getByTestId('error-message')).toBeInViewport();
      await expect(page.getByRole('link', { name: 'Back to home' })).toBeInViewport();
    });
  });
});
