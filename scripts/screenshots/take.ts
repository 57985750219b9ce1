// `npm run screenshots`: pictures of the site for reviewers (issue 52, item 4), written to
// docs/screenshots/ (shots.ts says which). Builds first when the build is stale, serves it on a free
// port (as the browser tests do), and drives the system Chromium (CHROME_PATH, default
// /usr/bin/chromium) with reduced motion, fonts loaded and the branch map drawn.
// Needs the Noto Sans CJK fonts (Debian fonts-noto-cjk) for the Chinese pages.
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import sharp from 'sharp';
import { freePort, startInstance } from '../../e2e/support/server-instance.ts';
import { buildIfStale } from '../../serve/build-if-stale.ts';
import { screenHeight, shotFile, shots, widths, type Shot } from './shots.ts';

const root = path.resolve(import.meta.dirname, '..', '..');
const locales = [
  { locale: 'zh-HK', prefix: '' },
  { locale: 'en-US', prefix: '/en-US' },
] as const;

/** Waits until the page is as a visitor sees it once it has settled. */
async function settle(page: Page, shot: Shot) {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  if (shot.map) {
    await page.locator('[data-view-button="map"]').click();
    const map = page.getByTestId('branch-map');
    await map.locator('.leaflet-marker-icon').first().waitFor();
    await page.mouse.move(0, 0);
  }
  if (shot.scrollTo) {
    await page.locator(shot.scrollTo).evaluate((element) => element.scrollIntoView());
  }
  // Images in the first screen, and the page's scripts held until after the first paint.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
}

await buildIfStale();
const port = await freePort();
// An embedded database of its own, removed afterwards (the pages shown need no stored data).
const dataDir = `data/screenshots-${port}`;
const server = await startInstance(port, { DATA_DIR: dataDir });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--hide-scrollbars'],
});
let total = 0;
try {
  mkdirSync(path.join(root, 'docs', 'screenshots'), { recursive: true });
  for (const { locale, prefix } of locales) {
    for (const width of widths) {
      const context = await browser.newContext({
        locale,
        viewport: { width, height: screenHeight[width] },
        reducedMotion: 'reduce',
      });
      // The language cookie, as a returning visitor has it: no redirect to the other locale.
      await context.addCookies([{ name: 'i18n_redirected', value: locale, url: server.url }]);
      const page = await context.newPage();
      for (const shot of shots) {
        const url = `${server.url}${prefix && shot.path === '/' ? prefix : prefix + shot.path}`;
        await page.goto(url, { waitUntil: 'load' });
        await settle(page, shot);
        const files = [{ file: shotFile(shot.name, locale, width), fullPage: false }];
        if (shot.fullPage) {
          files.push({ file: shotFile(`${shot.name}-full`, locale, width), fullPage: true });
        }
        for (const { file, fullPage } of files) {
          const png = await page.screenshot({ fullPage, animations: 'disabled' });
          // A 256-colour palette: a third of the bytes, no visible loss on flat page colours.
          const { size: bytes } = await sharp(png)
            .png({ palette: true, colours: 256, compressionLevel: 9 })
            .toFile(path.join(root, file));
          total += bytes;
          console.log(`${file}: ${Math.round(bytes / 1024)} KiB`);
        }
      }
      await context.close();
    }
  }
  console.log(`${Math.round(total / 1024)} KiB in all`);
} finally {
  await browser.close();
  await server.stop();
  rmSync(path.join(root, dataDir), { recursive: true, force: true });
}
