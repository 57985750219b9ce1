// Prints, per page type, the gzipped JavaScript the page loads on a first visit (every script the
// browser fetched until the network is idle, island chunks included, and the inline scripts:
// js-weight.ts) against issue 32's budget (content pages 10 KiB, home 30 KiB; form and tool pages
// load theirs on their own route), what the page has loaded after a visitor's first use (each
// island hovered and its first control focused: islands wake on first use), and what link
// prefetching fetches before any click.
// Usage: node --import tsx scripts/bench/page-weight.ts   (Node 24: `npx node …`)
//   starts the site on BENCH_PORT (3300), or BASE_URL;
//   COMPARE_URL=http://… (COMPARE_NAME=before) adds a second build's pages; PAGES=home,faq picks;
//   DIGITS=3 prints KiB to the byte (a change of a few dozen bytes shows).
import { chromium, type Page } from '@playwright/test';
import { withBenchPages } from './bench-pages.ts';
import { jsKiB } from './js-weight.ts';
import { visitorHeaders } from './lighthouse-run.ts';
import { jsBudgetKiB, pageKind, pageTypeOf } from './targets.ts';

const sitePort = Number(process.env.BENCH_PORT ?? 3300);

/** A visitor's first use: each island still waiting is hovered and its first control focused. */
async function firstUse(page: Page) {
  const islands = page.locator('astro-island');
  for (let index = 0; index < (await islands.count()); index += 1) {
    const island = islands.nth(index);
    if (!(await island.isVisible().catch(() => false))) continue;
    await island.hover({ timeout: 2_000 }).catch(() => undefined);
    await island
      .locator('input, select, textarea, button')
      .first()
      .focus({ timeout: 2_000 })
      .catch(() => undefined);
  }
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
}

await withBenchPages(sitePort, async (pages) => {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const rows: Array<Record<string, string | number>> = [];
  try {
    for (const [name, url] of pages) {
      const page = await browser.newPage({
        viewport: { width: 390, height: 844 },
        extraHTTPHeaders: visitorHeaders,
      });
      const scripts: string[] = [];
      let prefetchBytes = 0;
      page.on('response', async (r) => {
        const headers = r.request().headers();
        // Astro's link prefetching (fetch or <link rel=prefetch>) says so in Sec-Purpose.
        const prefetch = /prefetch/.test(headers['sec-purpose'] ?? '');
        if (prefetch) prefetchBytes += (await r.body().catch(() => Buffer.alloc(0))).length;
        else if (r.request().resourceType() === 'script') scripts.push(r.url());
      });
      await page.goto(url, { waitUntil: 'networkidle' });
      await page.waitForTimeout(1500);
      const firstVisit = [...scripts];
      await firstUse(page);
      await page.close();
      const js = await jsKiB(url, firstVisit, visitorHeaders);
      const afterUse = await jsKiB(url, scripts, visitorHeaders);
      const type = pageTypeOf(name);
      const budget = jsBudgetKiB(type);
      rows.push({
        page: name,
        'JS KiB (gzip)': js.toFixed(Number(process.env.DIGITS ?? 1)),
        scripts: new Set(firstVisit).size,
        'after first use KiB': afterUse.toFixed(Number(process.env.DIGITS ?? 1)),
        budget:
          pageKind(type) === 'form'
            ? 'form route'
            : js <= budget
              ? `ok (≤ ${budget})`
              : `OVER ${budget}`,
        'prefetch KB': (prefetchBytes / 1000).toFixed(1),
      });
    }
  } finally {
    await browser.close();
  }
  console.table(rows);
});
