import {
  expect,
  type Browser,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from '@playwright/test';

/**
 * Waits until every island of the page that hydrates by itself (`client:load`, `client:idle`) has
 * hydrated, and the page's small behaviours have all started. Astro removes an island's `ssr`
 * attribute once it has hydrated. The behaviours (site-behaviours.script.ts, held until the page has
 * loaded and painted by after-paint.astro) mark `<html data-behaviours="started">`. Islands that wait
 * for the visitor (`client:visible`, `client:media`, `client:interaction`) are not waited for. Before
 * that, a test acts on the server HTML: fine for what must work without JavaScript, wrong for a
 * test of the interactive behaviour.
 */
export async function hydrated(page: Page) {
  await page.waitForFunction(
    () =>
      document.querySelectorAll('astro-island[ssr]:is([client=load], [client=idle])').length ===
        0 &&
      (document.documentElement.dataset.behaviours === 'started' ||
        !document.querySelector('template[data-after-paint]')),
    undefined,
    { timeout: 20_000 },
  );
}

/**
 * Brings `inside` into view (and the pointer over it, for `client:interaction`) and waits until the
 * island around it has hydrated: for islands that wait for the visitor, which `hydrated` does not.
 */
export async function islandHydrated(inside: Locator) {
  const island = inside.locator('xpath=ancestor-or-self::astro-island[1]');
  // An island that wakes by itself meanwhile (the reload of a sent form's success view, when the
  // browser is idle) may put other elements in the place of `inside`: only its hydration counts.
  const woken = () => island.evaluate((element) => !element.hasAttribute('ssr'));
  await inside.scrollIntoViewIfNeeded().catch(async (error: unknown) => {
    if (!(await woken())) throw error;
  });
  if ((await island.getAttribute('client')) === 'interaction' && !(await woken()))
    await inside.hover();
  await expect(island).not.toHaveAttribute('ssr', { timeout: 20_000 });
}

/**
 * Waits until every island of the page has hydrated, scrolling each `client:visible` one into view
 * and moving the pointer over each `client:interaction` one first, then goes back to the top: for
 * tests of what a form does once its script runs (a plain post before then is tested by
 * forms-no-javascript.spec.ts).
 */
export async function allIslandsHydrated(page: Page) {
  const islands = page.locator('astro-island');
  const count = await islands.count();
  // One at a time: an island the page scrolled past between two frames may never see itself shown.
  for (let index = 0; index < count; index++) {
    const island = islands.nth(index);
    if ((await island.getAttribute('ssr')) === null) continue;
    if ((await island.getAttribute('client')) === 'interaction') {
      await islandHydrated(island.locator(':scope > *').first());
      continue;
    }
    await island.scrollIntoViewIfNeeded({ timeout: 5_000 }).catch(() => undefined);
    await expect(island).not.toHaveAttribute('ssr', { timeout: 20_000 });
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** The script requests `page` makes from now on, by path. */
export function scriptsOf(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') paths.push(new URL(request.url()).pathname);
  });
  return paths;
}

/** Resolves when the browser is next idle. */
export const browserIdle = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestIdleCallback(() => done(null))));

/** Astro's React renderer: the first script of React an island loads. */
export const rendererScript = /\/_astro\/client\.[\w-]+\.js$/;

/**
 * A page of its own (the fixture's page hydrates every island after `goto`) whose React renderer is
 * held back until `release()`, with the scripts it requests: what the visitor does while React loads.
 */
export async function pageWithReactHeld(browser: Browser, options: BrowserContextOptions) {
  const page = await browser.newPage(options);
  const scripts = scriptsOf(page);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(rendererScript, async (route) => {
    await held;
    await route.continue();
  });
  return { page, scripts, release: () => release() };
}
