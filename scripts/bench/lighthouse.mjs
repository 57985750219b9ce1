// Lighthouse 12 (mobile) on every page type, 5 runs each, printing medians and the benchmark index
// so noisy runs can be discarded. Budgets: performance >= 95, CLS <= 0.02, LCP <= 2.0 s,
// accessibility / best practices / SEO 100. Never asserted in tests: machines here are shared.
// Usage: node scripts/bench/lighthouse.mjs [runs]   (BASE_URL=... to use a running server)
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { median, pageUrls, withServer } from './bench-server.mjs';

const runs = Number(process.argv[2] ?? 5);
const flags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

await withServer(async (base) => {
  const urls = await pageUrls(base);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: flags,
  });
  const rows = [];
  try {
    for (const [name, url] of Object.entries(urls)) {
      const samples = [];
      let failed = 0;
      for (let i = 0; i < runs; i += 1) {
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
          // A Hong Kong visitor: without it the English browser is sent from /blog to /en-US/blog first.
          extraHeaders: { 'Accept-Language': 'zh-HK,zh;q=0.9,en;q=0.8' },
        });
        const { categories, audits, environment } = result.lhr;
        // A run Lighthouse could not finish (no paint recorded) has no figures: left out, counted.
        if (
          categories.performance.score === null ||
          !audits['largest-contentful-paint'].numericValue
        ) {
          failed += 1;
          continue;
        }
        samples.push({
          performance: categories.performance.score * 100,
          lcp: audits['largest-contentful-paint'].numericValue / 1000,
          cls: audits['cumulative-layout-shift'].numericValue,
          tbt: audits['total-blocking-time'].numericValue,
          a11y: categories.accessibility.score * 100,
          bp: categories['best-practices'].score * 100,
          seo: categories.seo.score * 100,
          benchmarkIndex: environment.benchmarkIndex,
        });
      }
      if (samples.length === 0) {
        rows.push({ page: name, perf: 'no run finished' });
        continue;
      }
      const pick = (key) => median(samples.map((s) => s[key]));
      rows.push({
        page: name,
        perf: pick('performance'),
        'LCP s': pick('lcp').toFixed(2),
        CLS: pick('cls').toFixed(3),
        'TBT ms': Math.round(pick('tbt')),
        a11y: pick('a11y'),
        'best pr.': pick('bp'),
        SEO: pick('seo'),
        'bench idx': Math.round(pick('benchmarkIndex')),
      });
      console.log(
        `${name}: done (${runs} runs${failed ? `, ${failed} without figures left out` : ''})`,
      );
    }
  } finally {
    await chrome.kill();
  }
  console.table(rows);
});
