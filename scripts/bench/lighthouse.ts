// Lighthouse 12 (mobile) on every page type beside the framework floor, all in one run:
//   - the anchor: bench/anchor, a bare Next App Router page (server components only, a hero image,
//     8 links, 4 sections), built with the site's own Next and served next to it (anchor-server.ts);
//   - each page type of the site (bench-server.ts pageTypes);
//   - each of these with its scripts stripped (stripped-server.ts): the limit for that content.
// CPU throttling is scaled to this machine: a warm-up run reads Lighthouse's benchmark index and the
// slowdown is 4 × index / 1300 (Lighthouse's ×4 assumes a reference device; on a fast host ×4 scores
// every page 100, the bare one too, and nothing is learned). Runs go round-robin over the pages so
// the noise of a shared machine falls on all of them alike; the table gives each page's medians and
// its difference from the anchor. Never asserted in tests.
//
// Usage: node --import tsx scripts/bench/lighthouse.ts [runs=5]
//   BENCH_PORT=3300      the site's port; the anchor uses +1, the stripped pages +2
//   BASE_URL=http://…    measure a running site instead of starting one
//   PAGES=home,faq       only these page types (names as in bench-server.ts; the anchor always)
//   STRIPPED=0           without the stripped copies (half the time)
//   CPU_MULTIPLIER=11    a fixed slowdown instead of the one from the benchmark index
//   CATEGORIES=all       also accessibility, best practices and SEO
//   THROTTLING=devtools  the CPU slowed for real during each load, not simulated (throttling.ts)
//   REDUCED_MOTION=1     the browser asks for reduced motion: the home carousel does not turn
import { median } from './bench-server.ts';
import { withBenchPages } from './anchor-server.ts';
import { launchChrome, lighthouseOnce, medians, table, visitorHeaders } from './lighthouse-run.ts';
import type { Options, Row, Sample } from './lighthouse-run.ts';
import { startStrippedServer, withStrippedCopies } from './stripped-server.ts';
import { throttlingMethod } from './throttling.ts';

const runs = Number(process.argv[2] ?? 5);
const sitePort = Number(process.env.BENCH_PORT ?? 3300);
const categories =
  process.env.CATEGORIES === 'all'
    ? ['performance', 'accessibility', 'best-practices', 'seo']
    : ['performance'];
const started = Date.now();

async function bench(list: Array<[string, string]>) {
  const pages: Record<string, string> = Object.fromEntries(list);
  const stripped =
    process.env.STRIPPED === '0'
      ? undefined
      : await startStrippedServer(sitePort + 2, pages, visitorHeaders);
  const targets = withStrippedCopies(Object.entries(pages), stripped);
  const chrome = await launchChrome();
  try {
    // Warm-up at Lighthouse's defaults: fills the servers' caches; the median benchmark index of
    // three runs sets the slowdown (one reading swings with what else the machine is doing).
    const warm: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const sample = await lighthouseOnce(pages.anchor!, {
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
    const rows: Row[] = targets.map(([name]) => {
      const finished = samples.get(name) ?? [];
      return { page: name, runs: finished.length, figures: medians(finished) };
    });
    console.log(
      `\nLighthouse 12 mobile, median of ${runs} (runs = those that finished), CPU ×${cpu} (${method}), ` +
        `Δ = page − anchor; KB transferred, index = Lighthouse's benchmark index during the runs\n`,
    );
    console.log(table(rows));
  } finally {
    chrome.kill();
    await stripped?.close();
  }
  console.log(`\nthe whole run took ${minutes()} min`);
}

const minutes = () => ((Date.now() - started) / 60_000).toFixed(1);

await withBenchPages(sitePort, bench);
