// Lighthouse 12 (mobile) on every page type beside the physical limit, all in one run (issue 32):
//   - each page type of the site (bench-server.ts pageTypes): the Astro build, or BASE_URL;
//   - with COMPARE_URL=http://…, the same page types of a second build (e.g. an earlier commit),
//     interleaved (bench-pages.ts);
//   - each of these with its scripts stripped (stripped-server.ts): the limit for that content.
// CPU throttling is scaled to this machine: warm-up runs read Lighthouse's benchmark index and the
// slowdown is 4 × index / 1300 (Lighthouse's ×4 assumes a reference device; on a fast host ×4 scores
// every page 100, the bare one too, and nothing is learned). Runs go round-robin over the pages so
// the noise of a shared machine falls on all of them alike; the table gives each page's medians, its
// JavaScript (KiB gzipped, js-weight.ts) and the targets (targets.ts), met or not. Never asserted in
// tests. Page types that do not answer 200 on a build (an older one) are skipped with a line.
//
// Usage: node --import tsx scripts/bench/lighthouse.ts [runs=5]   (Node 24: `npx node …`)
//   BENCH_PORT=3300      the site's port; the stripped pages use +2
//   BASE_URL=http://…    measure a running site instead of starting the Astro build
//   COMPARE_URL=http://… also measure that build's page types (COMPARE_NAME=before names its rows)
//   PAGES=home,faq       only these page types (names as in bench-server.ts)
//   STRIPPED=0           without the stripped copies (half the time; no content-page verdicts)
//   CPU_MULTIPLIER=11    a fixed slowdown instead of the one from the benchmark index
//   CATEGORIES=all       also accessibility, best practices and SEO
//   THROTTLING=devtools  the CPU slowed for real during each load, not simulated (throttling.ts)
//   REDUCED_MOTION=1     the browser asks for reduced motion: the home carousel does not turn
import { median } from './bench-server.ts';
import { withBenchPages, type BenchPage } from './bench-pages.ts';
import { jsKiB } from './js-weight.ts';
import { launchChrome, lighthouseOnce, medians, table, visitorHeaders } from './lighthouse-run.ts';
import type { Options, Row, Sample } from './lighthouse-run.ts';
import { startStrippedServer, withStrippedCopies } from './stripped-server.ts';
import { judge } from './targets.ts';
import { throttlingMethod } from './throttling.ts';

const runs = Number(process.argv[2] ?? 5);
const sitePort = Number(process.env.BENCH_PORT ?? 3300);
const categories =
  process.env.CATEGORIES === 'all'
    ? ['performance', 'accessibility', 'best-practices', 'seo']
    : ['performance'];
const started = Date.now();

async function bench(list: BenchPage[]) {
  const pages: Record<string, string> = Object.fromEntries(list);
  // One plain load each fills the servers' caches (the stripped server reads every page too).
  for (const url of Object.values(pages))
    await (await fetch(url, { headers: visitorHeaders })).text();
  const stripped =
    process.env.STRIPPED === '0'
      ? undefined
      : await startStrippedServer(sitePort + 2, pages, visitorHeaders);
  const targets = withStrippedCopies(list, stripped);
  const chrome = await launchChrome();
  try {
    // Warm-up at Lighthouse's defaults on the first page: the median benchmark index of three runs
    // sets the slowdown (one reading swings with what else the machine is doing).
    const warm: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const sample = await lighthouseOnce(list[0]![1], {
        chromePort: chrome.port,
        method: 'simulate',
        categories,
      });
      if (sample) warm.push(sample.index);
    }
    if (warm.length === 0) throw new Error('no warm-up run finished');
    const index = Math.round(median(warm));
    const cpu = Number(process.env.CPU_MULTIPLIER ?? (Math.round((40 * index) / 1300) / 10 || 4));
    console.log(
      process.env.CPU_MULTIPLIER
        ? `benchmark index ${index}; CPU slowdown ×${cpu} (CPU_MULTIPLIER)`
        : `benchmark index ${index}; CPU slowdown ×${cpu} = 4 × ${index} / 1300`,
    );
    const method = throttlingMethod();
    const options: Options = { chromePort: chrome.port, cpu, categories, method };
    const samples = new Map<string, Sample[]>(targets.map(([name]) => [name, []]));
    for (let run = 1; run <= runs; run += 1) {
      for (const [name, url] of targets) {
        const sample = await lighthouseOnce(url, options);
        if (sample) samples.get(name)?.push(sample);
      }
      console.log(`round ${run}/${runs} done (${minutes()} min)`);
    }
    const rows: Row[] = [];
    for (const [name, url] of targets) {
      const finished = samples.get(name) ?? [];
      const scripts = finished.flatMap((sample) => sample.scripts ?? []);
      const js = finished.length ? await jsKiB(url, scripts, visitorHeaders) : undefined;
      rows.push({ page: name, runs: finished.length, figures: medians(finished), jsKiB: js });
    }
    console.log(
      `\nLighthouse 12 mobile, median of ${runs} (runs = those that finished), CPU ×${cpu} (${method}); ` +
        `KB transferred, JS KiB gzipped (every script a run fetched, and the inline ones), ` +
        `index = Lighthouse's benchmark index during the runs; content-page targets against the ` +
        `page's own stripped copy\n`,
    );
    console.log(table(judge(rows)));
  } finally {
    chrome.kill();
    await stripped?.close();
  }
  console.log(`\nthe whole run took ${minutes()} min`);
}

const minutes = () => ((Date.now() - started) / 60_000).toFixed(1);

await withBenchPages(sitePort, bench);
