// Starts the production server for a benchmark (or uses BASE_URL when given) and stops it after.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', '..');

export async function withServer<T>(
  run: (base: string) => Promise<T>,
  { port = 3300 }: { port?: number } = {},
): Promise<T> {
  if (process.env.BASE_URL) return run(process.env.BASE_URL);
  const server = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'scripts', 'start.ts')],
    {
      cwd: root,
      env: { ...process.env, PORT: String(port) },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const base = `http://localhost:${port}`;
  try {
    for (let i = 0; ; i += 1) {
      try {
        if ((await fetch(`${base}/about-us`)).ok) break;
      } catch {
        if (i > 600) throw new Error('server did not start');
      }
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    return await run(base);
  } finally {
    server.kill('SIGTERM');
  }
}

/** The page types the budgets apply to (issue 8), by unprefixed path. */
export const pageTypes: Record<string, string | null> = {
  home: '/',
  'blog list': '/blog',
  article: null, // first article linked from /blog
  promotions: '/promotions',
  faq: '/faq',
  'branch finder': '/store-address',
  'SME application': '/sme-loan/apply',
  'property valuation': '/property-valuation',
};

/** Resolves the page-type table to concrete URLs (the article is the first one linked from /blog). */
export async function pageUrls(base: string): Promise<Record<string, string>> {
  const urls: Record<string, string> = {};
  for (const [name, p] of Object.entries(pageTypes)) {
    if (p) {
      const status = (await fetch(`${base}${p}`)).status;
      if (status === 200) urls[name] = `${base}${p}`;
      else console.log(`${name}: ${p} answers ${status}, skipped`);
      continue;
    }
    const html = await (await fetch(`${base}/blog`)).text();
    const slug = html.match(/href="(\/blog\/[a-z0-9-]+)"/)?.[1];
    if (slug) urls[name] = `${base}${slug}`;
  }
  return urls;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
