// Prints, per page type, the gzipped JavaScript the page references and what link prefetching adds
// on first load, against the budget (floor ~141 KiB for a bare App Router page, +15 KiB allowed).
// Usage: node --import tsx scripts/bench/page-weight.ts   (BASE_URL=http://host:port to use a running server)
import { chromium } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { pageUrls, withServer } from './bench-server.ts';

const FLOOR_KIB = 141;
const BUDGET_KIB = FLOOR_KIB + 15;
// "Forms may use more only on their own route" (issue 8): the form libraries load on these alone.
const FORM_ROUTES = new Set(['SME application', 'property valuation']);

async function scriptKiB(base: string, html: string): Promise<number> {
  // noModule scripts (Next's legacy polyfills) are never fetched by the browsers that run modules.
  const tags = [...html.matchAll(/<script([^>]+)>/g)]
    .map((m) => m[1] ?? '')
    .filter((attributes) => !/\bnomodule\b/i.test(attributes))
    .map((attributes) => /\bsrc="([^"]+)"/.exec(attributes)?.[1])
    .filter((src): src is string => Boolean(src));
  let bytes = 0;
  for (const src of new Set(tags)) {
    const body = Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer());
    bytes += gzipSync(body).length;
  }
  return bytes / 1024;
}

await withServer(async (base) => {
  const urls = await pageUrls(base);
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const rows: Array<Record<string, string | number>> = [];
  for (const [name, url] of Object.entries(urls)) {
    const response = await fetch(url);
    if (!response.ok) {
      rows.push({ page: name, status: response.status });
      continue;
    }
    const js = await scriptKiB(base, await response.text());
    // Prefetch: bytes of RSC/prefetch requests made by the page on first load, before any click.
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    let prefetchBytes = 0;
    page.on('response', async (r) => {
      const headers = r.request().headers();
      if (headers['next-router-prefetch'] || headers.rsc)
        prefetchBytes += (await r.body().catch(() => Buffer.alloc(0))).length;
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1500);
    await page.close();
    rows.push({
      page: name,
      'JS KiB (gzip)': js.toFixed(1),
      'over floor': (js - FLOOR_KIB).toFixed(1),
      budget: js <= BUDGET_KIB ? 'ok' : FORM_ROUTES.has(name) ? 'form route' : 'OVER',
      'prefetch KB': (prefetchBytes / 1000).toFixed(1),
    });
  }
  await browser.close();
  console.table(rows);
});
