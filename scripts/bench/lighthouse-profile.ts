// Where a page's load time goes under the bench's throttling: the score's parts (each metric's value,
// score and weight), Lighthouse's bootup time per script, its main-thread breakdown and the long
// tasks, for the chosen page types (COMPARE_URL: a second build's too, as in lighthouse.ts).
// Usage: node --import tsx scripts/bench/lighthouse-profile.ts   (PAGES=home,faq CPU_MULTIPLIER=11
//   THROTTLING=devtools: the CPU slowed for real during the load, as in lighthouse.ts;
//   STRIPPED=1: each page's copy with its scripts stripped too, as in lighthouse.ts;
//   REDUCED_MOTION=1: the browser asks for reduced motion, as in lighthouse.ts)
import lighthouse from 'lighthouse';
import { withBenchPages } from './bench-pages.ts';
import { launchChrome, visitorHeaders } from './lighthouse-run.ts';
import { strippedCopiesIfAsked } from './stripped-server.ts';
import { throttlingFlags, throttlingMethod } from './throttling.ts';

const sitePort = Number(process.env.BENCH_PORT ?? 3300);
const cpu = Number(process.env.CPU_MULTIPLIER ?? 11);

type Item = Record<string, unknown>;
const items = (audit: unknown): Item[] =>
  (audit as { details?: { items?: Item[] } } | undefined)?.details?.items ?? [];
const ms = (value: unknown) => Math.round(Number(value ?? 0));
const short = (url: unknown) =>
  String(url)
    .replace(/^https?:\/\/[^/]+/, '')
    .slice(0, 70);

async function profile(name: string, url: string, port: number, print = true) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    extraHeaders: visitorHeaders,
    ...throttlingFlags(cpu, throttlingMethod()),
  });
  if (!result || !print) return;
  const { audits } = result.lhr;
  console.log(`\n## ${name} ${url}`);
  console.log(
    `FCP ${ms(audits['first-contentful-paint']?.numericValue)} ms, LCP ${ms(audits['largest-contentful-paint']?.numericValue)} ms, TTI ${ms(audits.interactive?.numericValue)} ms, TBT ${ms(audits['total-blocking-time']?.numericValue)} ms (blocking time counts from FCP to TTI)`,
  );
  // The score's parts, as the report weighs them: each metric's value and its score out of 1.
  const performance = result.lhr.categories.performance;
  console.log(
    `perf ${Math.round((performance?.score ?? 0) * 100)} = ${(performance?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map(({ id, acronym, weight }) => {
        const audit = audits[id];
        const value =
          id === 'cumulative-layout-shift'
            ? audit?.numericValue?.toFixed(3)
            : ms(audit?.numericValue);
        return `${acronym ?? id} ${value} (${(audit?.score ?? 0).toFixed(2)} × ${weight / 100})`;
      })
      .join(' + ')}`,
  );
  // Lighthouse simulates the slow phone from one unthrottled load ("observed"): every task that
  // started before the observed LCP counts towards the simulated one, scripts that began while the
  // first frame was still being rasterised included.
  const [observed] = items(audits.metrics);
  console.log(
    `observed, unthrottled: FCP ${ms(observed?.observedFirstContentfulPaint)} ms, LCP ${ms(observed?.observedLargestContentfulPaint)} ms, DOMContentLoaded ${ms(observed?.observedDomContentLoaded)} ms, load ${ms(observed?.observedLoad)} ms`,
  );
  const [element, phases] = items(audits['largest-contentful-paint-element']);
  const node = (element?.items as Item[] | undefined)?.[0]?.node as Item | undefined;
  console.log(`LCP element: ${String(node?.snippet ?? '?').slice(0, 140)}`);
  console.log(
    `LCP phases: ${((phases?.items ?? []) as Item[]).map((p) => `${String(p.phase)} ${ms(p.timing)}`).join(', ')}`,
  );
  console.log('requests (start ms, KB, priority):');
  for (const item of items(audits['network-requests']))
    console.log(
      `  ${short(item.url).padEnd(70)} ${ms(item.networkRequestTime)} ${(Number(item.transferSize ?? 0) / 1024).toFixed(1)} ${String(item.priority)}`,
    );
  console.log('main thread:');
  for (const item of items(audits['mainthread-work-breakdown']))
    console.log(`  ${String(item.groupLabel).padEnd(28)} ${ms(item.duration)}`);
  console.log('bootup (total / script eval / parse+compile):');
  for (const item of items(audits['bootup-time']))
    console.log(
      `  ${short(item.url).padEnd(70)} ${ms(item.total)} / ${ms(item.scripting)} / ${ms(item.scriptParseCompile)}`,
    );
  console.log('long tasks (start, duration):');
  for (const item of items(audits['long-tasks']))
    console.log(`  ${short(item.url).padEnd(70)} ${ms(item.startTime)} ${ms(item.duration)}`);
}

await withBenchPages(sitePort, async (list) => {
  const { pages, close } = await strippedCopiesIfAsked(list, sitePort + 2, visitorHeaders);
  const chrome = await launchChrome();
  try {
    for (const [name, url] of pages) {
      await profile(name, url, chrome.port, false); // warm-up
      await profile(name, url, chrome.port);
    }
  } finally {
    chrome.kill();
    await close();
  }
});
