// What a page's longest main-thread tasks are made of, by function: a phone-sized Chromium loads each
// page type (COMPARE_URL: a second build's too) with V8's sampling profiler and the timeline on, unthrottled, and prints
// for the N longest tasks after the first script runs the functions that held the thread (inclusive
// time, script:function:column; minified names). Site code shows under its chunk; React under
// its own. Where lighthouse-profile.ts says how long, this says who. Never asserted in tests.
//
// Usage: node --import tsx scripts/bench/long-tasks.ts   (PAGES=home,faq TASKS=3 TOP=25 ALL=1 EVENTS=all CATEGORIES=blink,loading BENCH_PORT=3300 REDUCED_MOTION=1)
import { chromium, type Browser } from '@playwright/test';
import { withBenchPages } from './bench-pages.ts';
import { phoneContext } from './lighthouse-run.ts';

const sitePort = Number(process.env.BENCH_PORT ?? 3300);
const taskCount = Number(process.env.TASKS ?? 3);
const top = Number(process.env.TOP ?? 25);
/** ALL=1 also counts the tasks before the first script (parsing the HTML, the first style and layout). */
const all = process.env.ALL === '1';

type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { url?: string } };
};
type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; columnNumber: number };
  children?: number[];
};
type Profile = { nodes: ProfileNode[]; startTime: number; samples: number[]; timeDeltas: number[] };

const label = ({ callFrame: frame }: ProfileNode) =>
  `${frame.url.replace(/^https?:\/\/[^/]+/, '').replace('/_astro/', '') || '(native)'}:${frame.functionName || '(anonymous)'}:${frame.columnNumber}`;

/** Timeline events summed per task (inclusive; nested ones overlap, e.g. a Layout inside a call). */
const timelineNames = new Set([
  'ParseHTML',
  'EvaluateScript',
  'v8.compile',
  'v8.compileModule',
  'FunctionCall',
  'TimerFire',
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'Layerize',
  'Decode Image',
  'ParseAuthorStyleSheet',
]);

/** Where a script starts in the timeline: a classic script, or a module compiled then evaluated. */
const scriptEvents = new Set(['EvaluateScript', 'v8.compileModule', 'v8.evaluateModule']);

/** The page loaded once under the profiler and the timeline: its longest tasks, by function. */
async function longTasks(browser: Browser, url: string) {
  // A first visit in another context warms the browser (fonts, storage), not this page's caches.
  const warm = await browser.newContext(phoneContext);
  await (await warm.newPage()).goto(url, { waitUntil: 'load' });
  await warm.close();
  const context = await browser.newContext(phoneContext);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 50 });
  await browser.startTracing(page, {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'toplevel',
      ...(process.env.CATEGORIES?.split(',') ?? []),
    ],
  });
  await cdp.send('Profiler.start');
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(2500);
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
  const trace = JSON.parse((await browser.stopTracing()).toString()) as {
    traceEvents: TraceEvent[];
  };
  await context.close();

  const events = trace.traceEvents.filter((e) => e.ph === 'X' && e.dur);
  // The page's own first script (classic or module, inline or from its origin), not the browser's.
  const origin = new URL(url).origin;
  const firstScript = events.find(
    (e) => scriptEvents.has(e.name) && e.args?.data?.url?.startsWith(origin),
  );
  if (!firstScript) return [];
  const tasks = events
    .filter(
      (e) =>
        e.name === 'RunTask' &&
        e.pid === firstScript.pid &&
        e.tid === firstScript.tid &&
        (all || e.ts + (e.dur ?? 0) >= firstScript.ts),
    )
    .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))
    .slice(0, taskCount);

  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);
  return tasks.map((task) => {
    const end = task.ts + (task.dur ?? 0);
    const inclusive = new Map<string, number>();
    let at = profile.startTime;
    profile.samples.forEach((sample, k) => {
      at += profile.timeDeltas[k] ?? 0;
      if (at < task.ts || at > end) return;
      const ms = (profile.timeDeltas[k + 1] ?? 50) / 1000;
      const seen = new Set<string>();
      for (let id: number | undefined = sample; id !== undefined; id = parent.get(id)) {
        const node = byId.get(id);
        if (!node || node.callFrame.functionName === '(root)') continue;
        const key = label(node);
        if (seen.has(key)) continue;
        seen.add(key);
        inclusive.set(key, (inclusive.get(key) ?? 0) + ms);
      }
    });
    const functions = [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, top);
    // What the browser did in the task (native time shows as "(program)" in the profile).
    const timeline = new Map<string, number>();
    for (const e of events)
      if (e.tid === task.tid && e.pid === task.pid && e !== task && e.ts >= task.ts && e.ts < end)
        if (timelineNames.has(e.name) || process.env.EVENTS === 'all')
          timeline.set(e.name, (timeline.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
    return { ms: (task.dur ?? 0) / 1000, functions, timeline };
  });
}

await withBenchPages(sitePort, async (pages) => {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  });
  try {
    for (const [name, url] of pages) {
      console.log(`\n## ${name} ${url}`);
      for (const task of await longTasks(browser, url)) {
        const timeline = [...task.timeline]
          .sort((a, b) => b[1] - a[1])
          .map(([name, ms]) => `${name} ${ms.toFixed(1)}`)
          .join(', ');
        console.log(`task ${task.ms.toFixed(1)} ms (${timeline}), inclusive ms by function:`);
        for (const [fn, ms] of task.functions) console.log(`  ${ms.toFixed(1).padStart(6)} ${fn}`);
      }
    }
  } finally {
    await browser.close();
  }
});
