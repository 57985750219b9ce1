// Starts the production server for a benchmark (or uses BASE_URL when given) and stops it after:
// `npm run build` first when dist/ is missing or older than its sources, then serve/server.ts as
// `npm start` serves it.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildIfStale } from '../../serve/build-if-stale.ts';

const root = path.resolve(import.meta.dirname, '..', '..');

export async function withServer<T>(
  run: (base: string) => Promise<T>,
  { port = Number(process.env.BENCH_PORT ?? 3300) }: { port?: number } = {},
): Promise<T> {
  if (process.env.BASE_URL) return run(process.env.BASE_URL);
  await buildIfStale();
  const base = `http://localhost:${port}`;
  const server = spawn(process.execPath, [path.join(root, 'serve', 'server.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      SITE_ORIGIN: process.env.SITE_ORIGIN || base,
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  try {
    for (let i = 0; ; i += 1) {
      try {
        await fetch(`${base}/faq`);
        break;
      } catch {
        if (i > 600 || server.exitCode !== null) throw new Error('the server did not start');
      }
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    return await run(base);
  } finally {
    server.kill('SIGTERM');
    await exited;
  }
}

/** The page types the budgets apply to (issues 8 and 32), by unprefixed path. */
export const pageTypes: Record<string, string | { firstLinkOn: string }> = {
  home: '/',
  'blog list': '/blog',
  article: { firstLinkOn: '/blog' },
  promotions: '/promotions',
  promotion: { firstLinkOn: '/promotions' },
  faq: '/faq',
  'text page': '/about-us',
  'branch finder': '/store-address',
  'SME application': '/sme-loan/apply',
  'property valuation': '/property-valuation',
  planner: '/InstallmentIntroRoute',
  'credit report': '/features/free-smart-credit-report',
  // Issue 51's tools: the loan calculators sit on content pages (islands wake on first use).
  'SME loan': '/sme-loan',
  'owner loan': '/property-owner-loan',
  'SME eligibility': '/sme-loan/eligibility',
  'branch booking': '/store-address/book',
  search: '/search?q=%E5%88%86%E6%9C%9F',
};

/** The first link one level under `list` in `html` (`/blog` → the first `/blog/<slug>`). */
export function firstLinkUnder(html: string, list: string): string | undefined {
  for (const [, href = ''] of html.matchAll(/href="([^"#?]+)[^"]*"/g)) {
    const route = href.replace(/^\/en-US(?=\/)/, '');
    const slug = route.startsWith(`${list}/`) ? route.slice(list.length + 1) : '';
    if (/^[a-z0-9_-]+$/i.test(slug) && !listPages.has(slug)) return href;
  }
  return undefined;
}

/** Lists under a list, not items: /blog/news, /blog/page/2, /blog/topic/x. */
const listPages = new Set(['page', 'topic', 'news', 'videos']);

/**
 * Resolves the page-type table (or the types in `only`) to concrete URLs on `base`; a page that does not answer 200 there
 * is skipped with a line saying so.
 */
export async function pageUrls(base: string, only?: string[]): Promise<Record<string, string>> {
  const urls: Record<string, string> = {};
  for (const [name, p] of Object.entries(pageTypes)) {
    if (only && !only.includes(name)) continue;
    const list = typeof p === 'string' ? undefined : p.firstLinkOn;
    let route = typeof p === 'string' ? p : undefined;
    if (list) {
      const answer = await fetch(`${base}${list}`);
      route = answer.ok ? firstLinkUnder(await answer.text(), list) : undefined;
      if (!route) {
        console.log(`${name}: no link found on ${base}${list} (${answer.status}), skipped`);
        continue;
      }
    }
    const status = (await fetch(`${base}${route}`)).status;
    if (status === 200) urls[name] = `${base}${route}`;
    else console.log(`${name}: ${base}${route} answers ${status}, skipped`);
  }
  return urls;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
