import { expect, test, type Page, type Request } from '@playwright/test';
import { localized, locales } from './support/pages';
import { copy } from './support/form-copy';

type Tracked = { request: Request; body: Record<string, unknown>; status: Promise<number | null> };

/**
 * Every request the page sends to the collector, with its body and the collector's status. The
 * status is read where the request passes through Playwright: a click that leaves the page sends its
 * event with `keepalive`, and the browser may drop the answer of a page it has already left.
 */
function tracking(page: Page): Tracked[] {
  const seen: Tracked[] = [];
  void page.route('**/v1/track', async (route) => {
    const request = route.request();
    const answer = route.fetch();
    seen.push({
      request,
      body: request.postDataJSON() as Record<string, unknown>,
      status: answer.then(
        (response) => response.status(),
        () => null,
      ),
    });
    const response = await answer.catch(() => null);
    if (response) await route.fulfill({ response }).catch(() => {}); // the page may be gone by now
  });
  return seen;
}

const anonymousIdOf = (page: Page) =>
  page.evaluate(() => localStorage.getItem('ajs_anonymous_id')?.replace(/"/g, '') ?? null);

/** The tracker attaches its click listeners 1000 ms after a page is shown: move the page clock on. */
const passAttachDelay = (page: Page) => page.clock.fastForward(1000);

/**
 * Moves the page clock on until at least `count` events are sent. A page's tracker starts once the
 * page has loaded and painted (src/layouts/after-paint.astro), and its view then waits for the
 * browser to be idle, at most 2000 ms on the page clock (PAGE_VIEW_IDLE_TIMEOUT_MS in
 * analytics.script.ts). Moving the clock once at 'load' can come before the tracker has set that
 * timer (nothing sent in 15 s, once in CI); waiting for a real idle failed twice on a cold CI server.
 */
async function clockUntilSent(page: Page, sent: readonly unknown[], count: number) {
  // The tracker starts only after 'load': wait for it in real time, then move the page clock on.
  await page.waitForLoadState('load', { timeout: 60_000 });
  await expect
    .poll(
      async () => {
        await page.clock.runFor(500);
        return sent.length;
      },
      { timeout: 15_000 },
    )
    .toBeGreaterThanOrEqual(count);
}

const campaign = { source: 'newsletter', medium: 'email', name: 'cny_2026' };
const utm = 'utm_source=newsletter&utm_medium=email&utm_campaign=cny_2026';

for (const { locale, prefix } of locales) {
  test.describe(`analytics (${locale})`, () => {
    test.use({ locale });

    test.beforeEach(async ({ page }) => {
      await page.clock.install();
    });

    test("a landing page view, a click, the next page's view and its button arrive field for field", async ({
      page,
    }) => {
      const sent = tracking(page);
      await page.goto(`${localized(prefix, '/')}?${utm}&ref=friend-42`);
      await expect.poll(() => sent.length).toBe(1);
      const anonymousId = await anonymousIdOf(page);
      expect(anonymousId).toMatch(/^[0-9a-f-]{36}$/);

      await passAttachDelay(page);
      await page.locator('[data-section="hero"][data-action="download_app"]').click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/download_app$`));
      await expect.poll(() => sent.length).toBe(3);

      await passAttachDelay(page);
      // The store badge leaves the site: stay, so that the collector's answer can be read.
      await page.evaluate(() =>
        document.addEventListener('click', (event) => event.preventDefault(), { once: true }),
      );
      await page.locator('[data-section="stores"][data-action="google_play"]').click();
      await expect.poll(() => sent.length).toBe(4);

      expect(sent.map((entry) => entry.body)).toEqual([
        {
          event: 'Page Viewed',
          anonymousId,
          properties: { page: 'homepage', locale },
          context: { campaign },
        },
        {
          event: 'Button Clicked',
          anonymousId,
          properties: {
            button_cta: 'download_app',
            button_location: 'homepage_hero_download_app',
            page: 'homepage',
            locale,
          },
          context: { campaign },
        },
        {
          event: 'Page Viewed',
          anonymousId,
          properties: { page: 'download_app', locale },
          context: { campaign }, // from the saved application query string: the URL has no utm_ now
        },
        {
          event: 'Button Clicked',
          anonymousId,
          properties: {
            button_cta: 'google_play',
            button_location: 'download_app_stores_google_play',
            page: 'download_app',
            locale,
          },
          context: { campaign },
        },
      ]);
      for (const entry of sent) {
        expect(entry.request.method()).toBe('POST');
        expect(await entry.request.headerValue('authorization')).toBe(
          'Bearer konew-local-collector',
        );
        expect(await entry.request.headerValue('content-type')).toBe('application/json');
        expect(await entry.status).toBe(202);
      }
    });

    test('a page reached by a link, and again by Back, gets one page view and listeners each time, none doubled', async ({
      page,
    }) => {
      const sent = tracking(page);
      await page.goto(localized(prefix, '/active_card'));
      await expect.poll(() => sent.length).toBe(1);
      await passAttachDelay(page);
      await page.locator('[data-section="activation"][data-action="download_app"]').click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/download_app$`));
      await expect.poll(() => sent.length).toBe(3);
      await passAttachDelay(page);
      // Back on the first page (from the back/forward cache or loaded again): one view, one listener per button.
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${prefix}/active_card$`));
      await expect.poll(() => sent.length).toBe(4);
      await passAttachDelay(page);
      await page.locator('[data-section="activation"][data-action="download_app"]').click();
      await expect.poll(() => sent.length).toBe(6);
      await page.waitForLoadState('networkidle');

      expect(
        sent.map(({ body }) => {
          const properties = body.properties as Record<string, string>;
          return `${String(body.event)} ${properties.button_location ?? properties.page} ${properties.locale}`;
        }),
      ).toEqual([
        `Page Viewed active_card ${locale}`,
        `Button Clicked active_card_activation_download_app ${locale}`,
        `Page Viewed download_app ${locale}`,
        `Page Viewed active_card ${locale}`,
        `Button Clicked active_card_activation_download_app ${locale}`,
        `Page Viewed download_app ${locale}`,
      ]);
      expect(sent.every((entry) => !('context' in entry.body))).toBe(true);
    });

    test('form values, personal data and other query parameters never reach analytics', async ({
      page,
    }) => {
      // A long visit: two forms filled, a language switch, two pages on (about 30 s alone).
      test.setTimeout(90_000);
      const canaries = ['CanaryTaiMan', 'canary.chan@example.com', '61234567', 'Canary Road 7'];
      const sent = tracking(page);
      const query = `name=${canaries[0]}&email=${encodeURIComponent(canaries[1]!)}&mobile=${canaries[2]}&utm_source=newsletter`;
      await page.goto(`${localized(prefix, '/sme-loan/apply')}?${query}#${canaries[0]}`);
      const inputs = page.locator(
        'form input:visible:is([type="text"], [type="email"], [type="tel"], :not([type])), form textarea:visible',
      );
      test.skip((await inputs.count()) === 0, 'no form with text fields on /sme-loan/apply yet');
      const fillAll = async () => {
        for (let i = 0; i < (await inputs.count()); i++) {
          const input = inputs.nth(i);
          const type = await input.getAttribute('type');
          await input.fill(type === 'tel' ? canaries[2]! : canaries[i % canaries.length]!);
        }
      };
      // Each page's view is sent while the page is shown, after the typing: left unsent, it goes
      // out on pagehide with keepalive, which the route above does not always see (twice in CI the
      // count stopped at 2 of 3 below).
      await fillAll();
      await passAttachDelay(page);
      await clockUntilSent(page, sent, 1);
      // The language switch keeps the query string: a client-side page view with the canaries in the URL.
      await page.getByTestId('language-switch').click();
      await expect(page.locator('html')).toHaveAttribute(
        'lang',
        locale === 'zh-HK' ? 'en-US' : 'zh-HK',
      );
      await fillAll();
      await passAttachDelay(page);
      await clockUntilSent(page, sent, 2);
      // The application asks before it is left with what was typed: the visitor confirms.
      page.on('dialog', (dialog) => void dialog.accept());
      await page.locator('header a[href="/"], header a[href="/en-US"]').first().click();
      await expect(page.locator('[data-section="hero"][data-action="learn_more"]')).toBeVisible();
      // The home page's view is sent: its tracker runs, and its listeners' timer is set, before
      // the page clock moves on (else the click goes untracked).
      await clockUntilSent(page, sent, 3);
      await passAttachDelay(page);
      await page.locator('[data-section="hero"][data-action="learn_more"]').click();
      // The page it opens sends its view the same way.
      await page.waitForURL((url) => url.pathname.endsWith('/InstallmentIntroRoute'));
      await clockUntilSent(page, sent, 5);
      await page.waitForLoadState('networkidle');

      const everything = [
        ...(await Promise.all(
          sent.map(async ({ request }) =>
            [request.url(), JSON.stringify(await request.allHeaders()), request.postData()].join(
              '\n',
            ),
          ),
        )),
        // The application's own draft (issue 14: kept in this tab's sessionStorage until sent) is the
        // one place typed values may stay in the browser; nothing else in storage may hold them.
        await page.evaluate(() =>
          JSON.stringify({
            ...localStorage,
            ...Object.fromEntries(
              Object.entries(sessionStorage).filter(([key]) => !key.startsWith('konew:draft:')),
            ),
          }),
        ),
        await page.evaluate(() => document.cookie),
      ].join('\n');
      for (const canary of [...canaries, encodeURIComponent(canaries[1]!)])
        expect(everything).not.toContain(canary);
      expect(sent.map(({ body }) => body.context)).toContainEqual({
        campaign: { source: 'newsletter' },
      });
    });

    test('the opt-out on the privacy page stops every request, and opting in again resumes', async ({
      page,
    }) => {
      const sent = tracking(page);
      await page.goto(localized(prefix, '/privacy_policy_web'));
      await expect.poll(() => sent.length).toBe(1);
      const before = await anonymousIdOf(page);
      // A switch and a line of text: a plain script (the page has no React island:
      // src/lib/testing/islands.container.test.ts).
      const toggle = page.getByRole('switch', { name: copy(locale, 'AnalyticsOptOut.label') });
      const status = page.getByTestId('analytics-opt-out-status');
      await expect(toggle).toHaveAttribute('aria-checked', 'true');
      await expect(toggle).toHaveText(copy(locale, 'AnalyticsOptOut.on'));
      await expect(status).toHaveText(copy(locale, 'AnalyticsOptOut.statusOn'));
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-checked', 'false');
      await expect(toggle).toHaveText(copy(locale, 'AnalyticsOptOut.off'));
      await expect(status).toHaveText(copy(locale, 'AnalyticsOptOut.statusOff'));
      expect(await anonymousIdOf(page)).toBeNull();
      // The choice is this browser's: a reload shows it.
      await page.reload();
      await expect(toggle).toHaveAttribute('aria-checked', 'false');
      await expect(toggle).toBeEnabled();

      await page.goto(localized(prefix, '/'));
      await passAttachDelay(page);
      await page.locator('[data-section="hero"][data-action="learn_more"]').click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/InstallmentIntroRoute$`));
      await passAttachDelay(page);
      await page.locator('[data-section="cta"][data-action="download_app"]').click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/download_app$`));
      await page.waitForLoadState('networkidle');
      expect(sent).toHaveLength(1);

      await page.goto(localized(prefix, '/privacy_policy_web'));
      await page.getByRole('switch').click();
      await expect(page.getByRole('switch')).toHaveAttribute('aria-checked', 'true');
      await page.goto(localized(prefix, '/'));
      await expect.poll(() => sent.length).toBe(2);
      expect(sent[1]!.body).toMatchObject({
        event: 'Page Viewed',
        properties: { page: 'homepage', locale },
      });
      expect(sent[1]!.body.anonymousId).not.toBe(before);
    });

    test('a tracking service that is down gets one attempt per event and the page carries on', async ({
      page,
    }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      let attempts = 0;
      await page.route('**/v1/track', (route) => {
        attempts++;
        return route.fulfill({ status: 503, headers: { 'Retry-After': '5' } });
      });
      await page.goto(localized(prefix, '/'));
      await expect.poll(() => attempts).toBe(1);
      await passAttachDelay(page);
      await page.locator('[data-section="hero"][data-action="learn_more"]').click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/InstallmentIntroRoute$`));
      await expect.poll(() => attempts).toBe(3);
      await page.clock.fastForward(60_000);
      await page.waitForLoadState('networkidle');
      expect(attempts).toBe(3);
      expect(errors).toEqual([]);
    });
  });
}
