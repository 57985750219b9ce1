import type { Page } from '@playwright/test';

/**
 * Waits until every island of the page that hydrates by itself (`client:load`, `client:idle`) has
 * hydrated: Astro removes an island's `ssr` attribute once it has. Islands that wait for the visitor
 * (`client:visible`, `client:media`) are not waited for. Before that, a test acts on the server HTML:
 * fine for what must work without JavaScript, wrong for a test of the interactive behaviour.
 */
export async function hydrated(page: Page) {
  await page.waitForFunction(
    () =>
      document.querySelectorAll('astro-island[ssr]:is([client=load], [client=idle])').length === 0,
    undefined,
    { timeout: 20_000 },
  );
}
