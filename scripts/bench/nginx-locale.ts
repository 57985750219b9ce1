// Where the nginx profile decides a visitor's locale (deploy/nginx/locale-rule.ts), measured: the
// profile as rendered (maps from config/locales.ts and locale-path.ts: nginx redirects and answers
// kept pages itself) and with `--locale-at-instance` (nginx passes each unprefixed page to the
// instance, serve/locale-rule.ts, keeping its answers per cookie and Accept-Language). Both in one
// run on the same build, with autocannon on loopback: `/` asked by an English browser, by a visitor
// whose cookie says English, and by one whose cookie says Chinese (the page itself).
// Usage: node --import tsx scripts/bench/nginx-locale.ts [seconds=10] [connections=50]
//   starts the site on BENCH_PORT (3300), or BASE_URL; NGINX_PORT=8490 (and the next port)
import autocannon, { type Result } from 'autocannon';
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { localeCookie } from '../../src/config/locales.ts';
import { withServer } from './bench-server.ts';
import { startNginx } from './nginx-front.ts';

const seconds = Number(process.argv[2] ?? 10);
const connections = Number(process.argv[3] ?? 50);
const root = path.resolve(import.meta.dirname, '..', '..');
const nginxPort = Number(process.env.NGINX_PORT ?? 8490);

const visitors: Array<[string, Record<string, string>]> = [
  ['Accept-Language: en', { 'accept-language': 'en-US,en;q=0.9' }],
  ['cookie en-US', { cookie: `${localeCookie.name}=en-US`, 'accept-language': 'zh-HK' }],
  ['cookie zh-HK (page)', { cookie: `${localeCookie.name}=zh-HK`, 'accept-language': 'zh-HK' }],
];
const variants: Array<[string, string[]]> = [
  ['maps in nginx', []],
  ['locale at instance', ['--locale-at-instance']],
];

function load(url: string, headers: Record<string, string>): Promise<Result> {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds, headers }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/** The profile in front of `base` on `port`, rendered with `flags`. */
function startProfile(base: string, port: number, flags: string[]) {
  const confDir = mkdtempSync(path.join(tmpdir(), 'nginx-conf-'));
  // Run as root, nginx's workers are `nobody`: they must reach the page cache.
  chmodSync(confDir, 0o755);
  const conf = path.join(confDir, 'konew.conf');
  const upstream = `127.0.0.1:${new URL(base).port || 80}`;
  const render = path.join(root, 'deploy/nginx/render-config.ts');
  const cache = path.join(confDir, 'cache');
  execFileSync(
    process.execPath,
    ['--import', 'tsx', render, conf, String(port), upstream, cache, ...flags],
    { stdio: 'ignore' },
  );
  return startNginx(`include ${conf};`);
}

await withServer(async (base) => {
  const rows: Record<string, Record<string, number | string>> = {};
  for (const [i, [variant, flags]] of variants.entries()) {
    const port = nginxPort + i;
    const front = startProfile(base, port, flags);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    try {
      for (const [visitor, headers] of visitors) {
        const url = `http://127.0.0.1:${port}/`;
        const first = await fetch(url, { headers, redirect: 'manual' });
        const r = await load(url, headers);
        rows[`${variant}: ${visitor}`] = {
          status: first.status,
          'req/s': Math.round(r.requests.average),
          'p50 ms': r.latency.p50,
          'p99 ms': r.latency.p99,
          errors: r.errors,
        };
      }
    } finally {
      front.stop();
    }
  }
  console.table(rows);
});
