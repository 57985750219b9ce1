// Throughput of a prerendered HTML page: the site's server alone, the production profile (nginx in
// front of it, deploy/nginx) and a bare nginx serving the same HTML from a file, each with
// autocannon on loopback. With COMPARE_URL=http://… (e.g. an earlier commit's build) the same three for
// that server, in the same run. Prints requests/s, p50/p99 latency, KB per answer and the ratios; the
// profile also as a browser asks (gzip). Needs nginx (`apt-get install nginx-light`).
// Usage: node --import tsx scripts/bench/pages-load.ts [seconds=10] [connections=50]
//   starts the site on BENCH_PORT (3300), or BASE_URL;
//   PAGE=/about-us the page (when it does not answer 200: /faq); NGINX_PORT=8480 (uses 4 ports up)
import autocannon, { type Result } from 'autocannon';
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { withServer } from './bench-server.ts';
import { startNginx } from './nginx-front.ts';

const seconds = Number(process.argv[2] ?? 10);
const connections = Number(process.argv[3] ?? 50);
const root = path.resolve(import.meta.dirname, '..', '..');
const nginxPort = Number(process.env.NGINX_PORT ?? 8480);
const plain = { 'accept-language': 'zh-HK' };

function load(url: string, headers: Record<string, string> = {}): Promise<Result> {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds, headers }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/** The page to load: PAGE (default /about-us), or /faq when it does not answer 200 on `base`. */
async function pageOn(base: string): Promise<string> {
  const wanted = process.env.PAGE ?? '/about-us';
  if ((await fetch(`${base}${wanted}`, { headers: plain })).ok) return wanted;
  console.log(`${base}${wanted} does not answer 200: /faq instead`);
  return '/faq';
}

/** nginx's profile in front of `base` on `port`, and a bare nginx on port + 1 serving its page. */
async function startFronts(base: string, page: string, port: number) {
  const confDir = mkdtempSync(path.join(tmpdir(), 'nginx-conf-'));
  // Run as root, nginx's workers are `nobody`: they must reach the page cache and the file inside.
  chmodSync(confDir, 0o755);
  const profileConf = path.join(confDir, 'konew.conf');
  const upstream = `127.0.0.1:${new URL(base).port || 80}`;
  const render = path.join(root, 'deploy/nginx/render-config.ts');
  execFileSync(
    process.execPath,
    ['--import', 'tsx', render, profileConf, String(port), upstream, path.join(confDir, 'cache')],
    { stdio: 'inherit' },
  );
  // The same HTML as a file: the framework-free limit (Astro renders on request, no file to take).
  const files = path.join(confDir, 'html');
  mkdirSync(path.join(files, path.dirname(page)), { recursive: true, mode: 0o755 });
  writeFileSync(
    `${path.join(files, page)}.html`,
    await (await fetch(`${base}${page}`, { headers: plain })).text(),
  );
  const profile = startNginx(`include ${profileConf};`);
  const bare = startNginx(
    `server { listen ${port + 1}; root ${files}; default_type text/html; location / { try_files $uri.html =404; } }`,
  );
  return { stop: () => (profile.stop(), bare.stop()) };
}

type Figures = {
  'req/s': number;
  'p50 ms': number;
  'p99 ms': number;
  errors: number;
  'KB/answer': number;
};

await withServer(async (siteBase) => {
  const origins: Array<[string, string]> = [['site', siteBase]];
  if (process.env.COMPARE_URL)
    origins.push([process.env.COMPARE_NAME || 'compare', process.env.COMPARE_URL]);
  const rows: Record<string, Figures> = {};
  for (const [i, [name, base]] of origins.entries()) {
    const page = await pageOn(base);
    const port = nginxPort + 2 * i;
    const fronts = await startFronts(base, page, port);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    try {
      // What a browser asks for: gzip (the profile keeps one copy each way).
      const gzip = { ...plain, 'accept-encoding': 'gzip' };
      const targets: Array<[string, string, Record<string, string>]> = [
        [`${name} alone`, `${base}${page}`, plain],
        [`${name}: nginx profile`, `http://127.0.0.1:${port}${page}`, plain],
        [`${name}: nginx profile, gzip`, `http://127.0.0.1:${port}${page}`, gzip],
        [`${name}: bare nginx`, `http://127.0.0.1:${port + 1}${page}`, plain],
      ];
      for (const [row, url, headers] of targets) {
        const r = await load(url, headers);
        rows[row] = {
          'req/s': Math.round(r.requests.average),
          'p50 ms': r.latency.p50,
          'p99 ms': r.latency.p99,
          errors: r.errors + r.non2xx,
          'KB/answer': Math.round(r.throughput.total / Math.max(1, r.requests.total) / 102.4) / 10,
        };
      }
    } finally {
      fronts.stop();
    }
    const rate = (row: string) => rows[`${name}${row}`]?.['req/s'] ?? NaN;
    const bareRate = rate(': bare nginx');
    console.log(
      `${name} (${page}): profile / bare nginx ${(rate(': nginx profile') / bareRate).toFixed(2)} (target >= 0.5), alone / bare nginx ${(rate(' alone') / bareRate).toFixed(2)}`,
    );
  }
  console.table(rows);
});
