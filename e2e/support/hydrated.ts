import type { Page } from '@playwright/test';

/**
 * Waits until React has hydrated the page (the layout sets html[data-hydrated]). Next's scripts load
 * after the first paint, so on a busy machine a test can act on the server HTML before that: fine for
 * what must work without JavaScript, wrong for a test of the interactive behaviour.
 * An Astro page has no page-wide hydration (issue 32): each island or script marks its own
 * readiness (the carousel's `data-ready`), which the tests wait for; here there is nothing to wait for.
 */
export async function hydrated(page: Page) {
  if (await page.evaluate(() => !('__next_f' in self))) return;
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 20_000 });
}
