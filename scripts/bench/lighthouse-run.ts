// One Lighthouse 12 mobile run and the medians of several, at a given CPU slowdown; the table of
// medians beside the anchor (the bare App Router page) with each row's difference from it.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { median } from './bench-server.ts';
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

/** A Playwright browser context like Lighthouse's mobile device, for the unthrottled benches. */
export const phoneContext = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 2.625,
  isMobile: true,
  hasTouch: true,
  extraHTTPHeaders: visitorHeaders,
};

export type Sample = Record<'perf' | 'lcp' | 'tbt' | 'cls' | 'bytes' | 'index', number> &
  Partial<Record<'a11y' | 'bp' | 'seo', number>>;

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

export type Row = { page: string; runs: number; figures?: Sample };

const signed = (value: number) => (value > 0 ? `+${value}` : String(value));

/** A Markdown table: each figure and its difference from the first row (the anchor). */
export function table(rows: Row[]): string {
  const anchor = rows[0]?.figures;
  const extra = rows.some((row) => row.figures?.a11y !== undefined);
  const head = [
    'page',
    'perf',
    'Δ',
    'LCP ms',
    'Δ',
    'TBT ms',
    'Δ',
    'CLS',
    'KB',
    'Δ',
    'index',
    'runs',
  ];
  if (extra) head.push('a11y', 'best pr.', 'SEO');
  const lines = rows.map((row, i) => {
    const f = row.figures;
    if (!f) return [row.page, 'no run finished'];
    const kb = (bytes: number) => Math.round(bytes / 1000);
    const delta = (value: number, base: number | undefined) =>
      i === 0 || base === undefined ? '' : signed(Math.round(value - base));
    const cells = [
      row.page,
      String(Math.round(f.perf)),
      delta(f.perf, anchor?.perf),
      String(Math.round(f.lcp)),
      delta(f.lcp, anchor?.lcp),
      String(Math.round(f.tbt)),
      delta(f.tbt, anchor?.tbt),
      f.cls.toFixed(3),
      String(kb(f.bytes)),
      delta(kb(f.bytes), anchor && kb(anchor.bytes)),
      String(Math.round(f.index)),
      String(row.runs),
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
