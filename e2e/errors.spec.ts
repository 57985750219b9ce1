import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';

test.describe('404 and 500 screens', () => {
  // One page walks the screens (they were seven cases, each with a new context); the legacy path's
  // copied 404 page has a tab of its own. The Chinese screens first: an English page remembers
  // English (the locale cookie), which would send the unprefixed paths to /en-US.
  test('404 and 500 screens: the path, the language, the layout, the hotline, the way home', async ({
    page,
    context,
  }) => {
    // The checks of several cases, each of which had the default 30 s.
    test.slow();
    await test.step('the Chinese screen is in Chinese', async () => {
      const response = await page.goto('/no-such-page');
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh-HK');
      await expect(page.getByTestId('error-message')).toHaveText('找不到頁面：/no-such-page');
      await expect(page.getByRole('link', { name: '返回首頁' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });

    await test.step('/404 itself shows the screen in the empty layout, with the site frame', async () => {
      const response = await page.goto('/404');
      expect(response?.status()).toBe(404);
      await expect(page.getByTestId('error-status')).toHaveText('404');
      // The brand bar (a way home) and the footer's disclosures, no navigation (issue 52 item 6).
      await expect(page.locator('header').getByRole('link').first()).toHaveAttribute('href', '/');
      await expect(page.locator('footer')).toContainText('忠告：借錢梗要還，咪俾錢中介');
    });

    await test.step('the Chinese 500 screen gives the customer service hotline', async () => {
      const response = await page.goto('/tester/error');
      expect(response?.status()).toBe(500);
      await expect(page.getByTestId('error-message')).toHaveText('伺服器發生錯誤');
      await expect(page.getByTestId('error-hotline')).toHaveText('客戶服務熱線： 2000 0001');
    });

    await test.step('a legacy path served a static copy of a 404 page is replaced by its new path, the screen hidden while the browser checks', async () => {
      // A tab of its own: its route and its init script stay there.
      const page = await context.newPage();
      // Bypass the server redirect, as a static host would: serve another path's 404 page for the old URL.
      await page.route('**/tc/legal.php*', async (route) => {
        const notFound = await route.fetch({
          url: route.request().url().replace('/tc/legal.php', '/no-such-legacy'),
        });
        await route.fulfill({ response: notFound, body: await notFound.text() });
      });
      const shownAfterHydration: string[] = [];
      page.on('console', (message) => {
        if (message.text() === 'error-screen-visible') shownAfterHydration.push(page.url());
      });
      await page.addInitScript(() => {
        new MutationObserver(() => {
          const screen = document.querySelector('[data-testid="error-screen"]');
          const hydrated = document.documentElement.hasAttribute('data-hydrated');
          if (hydrated && screen && getComputedStyle(screen).visibility !== 'hidden')
            console.log('error-screen-visible');
        }).observe(document, { subtree: true, childList: true, attributes: true });
      });
      await page.goto('/tc/legal.php?utm_source=mail');
      await expect(page).toHaveURL(
        /\/legal\?utm_source=mail&from=404_page&old_path=%2Ftc%2Flegal\.php$/,
      );
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh-HK');
      // The served HTML names the path it was rendered for; once the scripts run they check the legacy
      // table for the URL in the address bar and keep the screen hidden while they redirect.
      expect(shownAfterHydration).toEqual([]);
    });

    await test.step('an unknown path answers 404 with its full path, in red, centred and noindex', async () => {
      const response = await page.goto('/en-US/no/such/page?x=1&y=2');
      expect(response?.status()).toBe(404);
      const message = page.getByTestId('error-message');
      await expect(message).toHaveText('Page not found: /en-US/no/such/page?x=1&y=2');
      await expect(page.getByTestId('error-status')).toHaveText('404');
      await expect(message).toHaveCSS('color', 'rgb(185, 28, 28)');
      await expect(message).toHaveCSS('text-align', 'center');
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute(
        'href',
        '/en-US',
      );
      await expect(page.locator('header nav')).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
    });

    await test.step('a failed route check answers Page Not Found with the full path', async () => {
      const response = await page.goto('/en-US/blog/Not_A_Valid_Slug!?q=1');
      expect(response?.status()).toBe(404);
      await expect(page.getByTestId('error-message')).toHaveText(
        'Page Not Found: /en-US/blog/Not_A_Valid_Slug!?q=1',
      );
    });

    await test.step('a thrown error answers 500 with the screen, no stack, noindex, and clears to home', async () => {
      const response = await page.goto('/en-US/tester/error');
      expect(response?.status()).toBe(500);
      await expect(page.getByTestId('error-status')).toHaveText('500');
      await expect(page.getByTestId('error-message')).toHaveText('Internal Server Error');
      await expect(page.locator('body')).not.toContainText('Deliberate error');
      await expect(page.locator('body')).not.toContainText(/\bat \S+ \(|\.tsx?:\d+/);
      await expect(page.locator('meta[name="robots"][content^="noindex"]')).toHaveCount(1);
      await expect(page.getByTestId('error-hotline')).toHaveText(
        'Customer service hotline: 2000 0001',
      );
      await expect(page.getByRole('link', { name: '2000 0001' })).toHaveAttribute(
        'href',
        'tel:+85220000001',
      );
      // A link, not a script's button: it works before and without JavaScript.
      await page.getByRole('link', { name: 'Back to home' }).click();
      await expect(page).toHaveURL(/\/en-US$/);
      await expect(page.locator('h1')).toBeVisible();
    });
  });

  test('TRACE and unknown methods do not produce a 500', async ({ request }) => {
    for (const path of ['/about-us', '/en-US', '/todos/1', '/api/v2/nothing']) {
      for (const method of ['TRACE', 'TRACK', 'PROPFIND']) {
        const response = await request.fetch(path, { method });
        expect(response.status(), `${method} ${path}`).toBeLessThan(500);
      }
    }
  });
});
