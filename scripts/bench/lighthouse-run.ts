// One Lighthouse 12 mobile run and the medians of several, at a given CPU slowdown; the table of
// medians, each page beside its stripped copy, with the targets of issue 32 (targets.ts).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { median } from './bench-server.ts';
import { scriptUrls } from './js-weight.ts';
import { verdictCell, type Verdict } from './targets.ts';
import { throttlingFlags, type ThrottlingMethod } from './throttling.ts';

/**
 * Headless Chromium for Lighthouse (CHROME_PATH, by default Debian's), without its background traffic.
 * REDUCED_MOTION=1: the visitor asks for reduced motion, so the home carousel stays on its first slide.
 * Speed Index compares every frame with the last one, so a carousel that moves while Lighthouse is
 * still recording counts the first screen as incomplete until the last slide change.
 */
export function launchChrome() {
  return chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      ...(process.env.REDUCED_MOTION === '1' ? ['--force-prefers-reduced-motion'] : []),
    ],
  });
}

/** A Hong Kong visitor: without it the English browser is sent from /blog to /en-US/blog first. */
export const visitorHeaders = { 'Accept-Language': 'zh-HK,zh;q=0.9,en;q=0.8' };

/**
 * A Playwright browser context like Lighthouse's mobile device, for the unthrottled benches; with
 * REDUCED_MOTION=1 it asks for reduced motion, as launchChrome does.
 */
export const phoneContext = {
  reducedMotion:
    process.env.REDUCED_MOTION === '1' ? ('reduce' as const) : ('no-preference' as const),
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 2.625,
  isMobile: true,
  hasTouch: true,
  extraHTTPHeaders: visitorHeaders,
};

export type Sample = Record<'perf' | 'lcp' | 'tbt' | 'cls' | 'bytes' | 'index', number> &
  Partial<Record<'a11y' | 'bp' | 'seo', number>> & { scripts?: string[] };

export type Options = {
  chromePort: number;
  cpu?: number;
  categories: string[];
  method: ThrottlingMethod;
};

/** One run; null when Lighthouse could not finish it (no paint recorded). */
export async function lighthouseOnce(url: string, options: Options): Promise<Sample | null> {
  const result = await lighthouse(url, {
    port: options.chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: options.categories,
    extraHeaders: visitorHeaders,
    ...throttlingFlags(options.cpu, options.method),
  });
  if (!result) return null;
  const { categories, audits, environment } = result.lhr;
  const score = (key: string) => {
    const value = categories[key]?.score;
    return value === null || value === undefined ? undefined : value * 100;
  };
  const perf = score('performance');
  const lcp = audits['largest-contentful-paint']?.numericValue;
  if (perf === undefined || !lcp) return null;
  return {
    perf,
    lcp,
    tbt: audits['total-blocking-time']?.numericValue ?? NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
    bytes: audits['total-byte-weight']?.numericValue ?? NaN,
    index: environment.benchmarkIndex,
    a11y: score('accessibility'),
    bp: score('best-practices'),
    seo: score('seo'),
    scripts: scriptUrls(audits),
  };
}

/** The median of each figure over the runs that finished (each figure on its own). */
export function medians(samples: Sample[]): Sample | undefined {
  if (samples.length === 0) return undefined;
  const all = (key: 'perf' | 'lcp' | 'tbt' | 'cls' | 'bytes' | 'index') =>
    median(samples.map((s) => s[key]));
  const some = (key: 'a11y' | 'bp' | 'seo') => {
    const values = samples.map((s) => s[key]).filter((v): v is number => v !== undefined);
    return values.length ? median(values) : undefined;
  };
  return {
    perf: all('perf'),
    lcp: all('lcp'),
    tbt: all('tbt'),
    cls: all('cls'),
    bytes: all('bytes'),
    index: all('index'),
    a11y: some('a11y'),
    bp: some('bp'),
    seo: some('seo'),
  };
}

export type Row = {
  page: string;
  runs: number;
  figures?: Sample;
  jsKiB?: number;
  verdicts?: Verdict[];
};

/** A Markdown table: each page's medians, its JavaScript, and each target with met / NOT MET. */
export function table(rows: Row[]): string {
  const extra = rows.some((row) => row.figures?.a11y !== undefined);
  const targets = ['perf', 'TBT', 'LCP', 'JS'] as const;
  const head = ['page', 'perf', 'LCP ms', 'TBT ms', 'CLS', 'KB', 'JS KiB gz', 'index', 'runs'];
  head.push(...targets.map((t) => `${t} target`));
  if (extra) head.push('a11y', 'best pr.', 'SEO');
  const lines = rows.map((row) => {
    const f = row.figures;
    if (!f) return [row.page, 'no run finished'];
    const cells = [
      row.page,
      String(Math.round(f.perf)),
      String(Math.round(f.lcp)),
      String(Math.round(f.tbt)),
      f.cls.toFixed(3),
      String(Math.round(f.bytes / 1000)),
      row.jsKiB === undefined ? '' : row.jsKiB.toFixed(1),
      String(Math.round(f.index)),
      String(row.runs),
      ...targets.map((t) => {
        const verdict = row.verdicts?.find((v) => v.figure === t);
        return verdict ? verdictCell(verdict) : '';
      }),
    ];
    if (extra) cells.push(...[f.a11y, f.bp, f.seo].map((v) => String(v ?? '')));
    return cells;
  });
  const all = [head, ...lines];
  const widths = head.map((_, c) => Math.max(...all.map((cells) => (cells[c] ?? '').length)));
  const format = (cells: string[]) =>
    `| ${widths.map((w, c) => (cells[c] ?? '').padEnd(w)).join(' | ')} |`;
  const rule = `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`;
  return [format(head), rule, ...lines.map(format)].join('\n');
}
