import type { Page } from '@playwright/test';

/**
 * Waits until the page is interactive. Next: React has hydrated the page (the layout sets
 * html[data-hydrated]); its scripts load after the first paint, so on a busy machine a test can act
 * on the server HTML before that: fine for what must work without JavaScript, wrong for a test of
 * the interactive behaviour. Astro (issue 32): the page has loaded and every island whose directive
 * has fired has run (Astro drops an island's `ssr` attribute once it has hydrated).
 */
export async function hydrated(page: Page) {
  await page.waitForFunction(
    () => {
      if (document.documentElement.hasAttribute('data-hydrated')) return true;
      if (document.querySelector('script[src*="/_next/"]')) return false;
      return document.readyState === 'complete' && !document.querySelector('astro-island[ssr]');
    },
    null,
    { timeout: 20_000 },
  );
}
