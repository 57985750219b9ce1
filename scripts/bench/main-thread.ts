// How much the page's main thread works on load: a phone-sized Chromium loads each
// page type many times, unthrottled, with the timeline on, and the table gives medians of
//   - busy: all the main thread's tasks from navigation to 1.5 s after `load` (busy: CPU, the
//     thread's own CPU time in them);
//   - over 5 ms: the sum of each task's time past 5 ms, from navigation (at Lighthouse's ×11-13
//     slowdown a task past ~4 ms blocks; this is TBT's raw material, before its FCP-to-TTI window);
//   - longest: the longest task;
//   - what the browser did (inclusive, nested events overlap): script (EvaluateScript and
//     FunctionCall), HTML parsing, style, layout;
//   - blocking after FCP at ×M (CPU_MULTIPLIER, default 7.5), TBT's arithmetic on this load: the sum
//     of each task's time × M past 50 ms, from the first contentful paint, on the task's wall time
//     (what Lighthouse multiplies) and on the main thread's own CPU time in it. On 2 cores with
//     software raster the main thread waits for a core inside its tasks, so wall time runs 2-3× CPU
//     time and ×M multiplies that wait too (docs/astro-move.md).
// Lighthouse simulates a slow phone by multiplying one load's tasks; where one slow task lands moves
// its TBT and LCP by hundreds of ms between runs (±150-200 ms here). These medians move by a few ms,
// so a change of main-thread work shows here when Lighthouse's figures cannot tell it from noise.
// Never asserted in tests.
//
// Usage: node --import tsx scripts/bench/main-thread.ts [runs=9]   (PAGES=home,faq BENCH_PORT=3300 REDUCED_MOTION=1
//   STRIPPED=1: each page's copy with its scripts stripped too, as in lighthouse.ts; CPU_MULTIPLIER=8)
//   COMPARE_URL=http://localhost:3400   also each page type on another build (a worktree of the
//                                       previous commit), interleaved, as
//                                       "<page> @compare" rows (COMPARE_NAME=before: "@before"), Δ = it − site
import { chromium, type Browser } from '@playwright/test';
import { median } from './bench-server.ts';
import { withBenchPages } from './bench-pages.ts';
import { phoneContext, visitorHeaders } from './lighthouse-run.ts';
import { strippedCopiesIfAsked } from './stripped-server.ts';
import { pageTypeOf } from './targets.ts';

const runs = Number(process.argv[2] ?? 9);
const sitePort = Number(process.env.BENCH_PORT ?? 3300);
const multiplier = Number(process.env.CPU_MULTIPLIER ?? 7.5);
const blockedAt = (ms: number) => Math.max(0, ms * multiplier - 50);

type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** The thread's CPU time in the event (µs), beside its wall time `dur`. */
  tdur?: number;
  pid: number;
  tid: number;
};
type Figures = Record<(typeof columns)[number], number>;
const columns = [
  'busy',
  'busy: CPU',
  'over 5 ms',
  'longest',
  'script',
  'parse',
  'style',
  'layout',
  'blocking: wall',
  'blocking: CPU',
] as const;
const kinds: Record<string, (typeof columns)[number]> = {
  EvaluateScript: 'script',
  FunctionCall: 'script',
  ParseHTML: 'parse',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
};

async function load(browser: Browser, url: string): Promise<Figures> {
  const context = await browser.newContext(phoneContext);
  const page = await context.newPage();
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel'],
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(1500);
  const trace = JSON.parse((await browser.stopTracing()).toString()) as {
    traceEvents: TraceEvent[];
  };
  await context.close();
  const events = trace.traceEvents.filter((e) => e.ph === 'X' && e.dur);
  // The page's main thread: where its HTML was parsed (the most parsing; about:blank parses none).
  const parsing = new Map<string, number>();
  for (const e of events)
    if (e.name === 'ParseHTML')
      parsing.set(`${e.pid}:${e.tid}`, (parsing.get(`${e.pid}:${e.tid}`) ?? 0) + (e.dur ?? 0));
  const main = [...parsing].sort((a, b) => b[1] - a[1])[0]?.[0];
  const onMain = events.filter((e) => `${e.pid}:${e.tid}` === main);
  // Top-level tasks only (ThreadControllerImpl::RunTask nests inside RunTask).
  const runTasks = onMain.filter((e) => e.name === 'RunTask');
  const tasks = runTasks.map((e) => (e.dur ?? 0) / 1000);
  const fcp = trace.traceEvents.findLast(
    (e) => e.name === 'firstContentfulPaint' && `${e.pid}:${e.tid}` === main,
  );
  const afterPaint = runTasks.filter((e) => fcp && e.ts >= fcp.ts);
  const figures: Figures = {
    busy: tasks.reduce((sum, ms) => sum + ms, 0),
    'busy: CPU': runTasks.reduce((sum, e) => sum + (e.tdur ?? 0) / 1000, 0),
    'over 5 ms': tasks.reduce((sum, ms) => sum + Math.max(0, ms - 5), 0),
    longest: Math.max(0, ...tasks),
    script: 0,
    parse: 0,
    style: 0,
    layout: 0,
    'blocking: wall': afterPaint.reduce((sum, e) => sum + blockedAt((e.dur ?? 0) / 1000), 0),
    'blocking: CPU': afterPaint.reduce((sum, e) => sum + blockedAt((e.tdur ?? 0) / 1000), 0),
  };
  for (const e of onMain) {
    const kind = kinds[e.name];
    if (kind) figures[kind] += (e.dur ?? 0) / 1000;
  }
  return figures;
}

await withBenchPages(sitePort, async (list) => {
  const { pages, close } = await strippedCopiesIfAsked(list, sitePort + 2, visitorHeaders);
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  });
  try {
    // Warm-up: the browser's own first-use costs (fonts, caches) fall on no page's figures.
    for (const [, url] of pages) await load(browser, url);
    const samples = new Map<string, Figures[]>(pages.map(([name]) => [name, []]));
    // Round-robin, so the noise of a shared machine falls on all pages alike.
    for (let round = 0; round < runs; round += 1)
      for (const [name, url] of pages) samples.get(name)!.push(await load(browser, url));

    const rows = pages.map(([name]) => {
      const runsOf = samples.get(name)!;
      return [name, Object.fromEntries(columns.map((c) => [c, median(runsOf.map((f) => f[c]))]))];
    }) as Array<[string, Figures]>;
    const site = new Map(rows.filter(([name]) => pageTypeOf(name) === name));
    console.log(
      `\nMain thread on load, phone-sized Chromium, unthrottled, median of ${runs} (ms; blocking at ×${multiplier}; Δ = compared build or stripped copy − site)\n`,
    );
    const head = ['page', ...columns.flatMap((c) => [c, 'Δ'])];
    const lines = rows.map(([name, f]) => {
      const base = name === pageTypeOf(name) ? undefined : site.get(pageTypeOf(name));
      const delta = (c: (typeof columns)[number]) =>
        base ? `${f[c] >= base[c] ? '+' : ''}${(f[c] - base[c]).toFixed(1)}` : '';
      return [name, ...columns.flatMap((c) => [f[c].toFixed(1), delta(c)])];
    });
    const widths = head.map((_, i) => Math.max(...[head, ...lines].map((l) => l[i]!.length)));
    const format = (cells: string[]) =>
      `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
    console.log(
      [format(head), format(widths.map((w) => '-'.repeat(w))), ...lines.map(format)].join('\n'),
    );
  } finally {
    await browser.close();
    await close();
  }
});
