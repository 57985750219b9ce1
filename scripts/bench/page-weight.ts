// Prints, per page type, the gzipped JavaScript the page loads on a first visit (every script the
// browser fetched until the network is idle, island chunks included, and the inline scripts:
// js-weight.ts) against issue 32's budget (content pages 10 KiB, home 30 KiB; form and tool pages
// load theirs on their own route), and what link prefetching fetches before any click.
// Usage: node --import tsx scripts/bench/page-weight.ts   (Node 24: `npx node …`)
//   starts the site on BENCH_PORT (3300), or BASE_URL;
//   COMPARE_URL=http://… (COMPARE_NAME=before) adds a second build's pages; PAGES=home,faq picks.
import { chromium } from '@playwright/test';
import { withBenchPages } from './bench-pages.ts';
import { jsKiB } from './js-weight.ts';
import { visitorHeaders } from './lighthouse-run.ts';
import { jsBudgetKiB, pageKind, pageTypeOf } from './targets.ts';

const sitePort = Number(process.env.BENCH_PORT ?? 3300);

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
      await page.close();
      const js = await jsKiB(url, scripts, visitorHeaders);
      const type = pageTypeOf(name);
      const budget = jsBudgetKiB(type);
      rows.push({
        page: name,
        'JS KiB (gzip)': js.toFixed(1),
        scripts: new Set(scripts).size,
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
