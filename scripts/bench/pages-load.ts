// Throughput of a prerendered HTML page: Next alone, the production profile (nginx in front of Next,
// deploy/nginx) and a bare nginx serving the same file, each with autocannon on loopback.
// Prints requests/s, p50/p99 latency, KB per answer and the ratios; the profile also as a browser
// asks (gzip). Needs nginx (`apt-get install nginx-light`).
// Usage: node --import tsx scripts/bench/pages-load.ts [seconds=10] [connections=50]
import autocannon, { type Result } from 'autocannon';
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { withServer } from './bench-server.ts';

const seconds = Number(process.argv[2] ?? 10);
const connections = Number(process.argv[3] ?? 50);
const root = path.resolve(import.meta.dirname, '..', '..');
const page = '/about-us';

function load(url: string, headers: Record<string, string> = {}): Promise<Result> {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds, headers }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

function startNginx(confBody: string) {
  const prefix = mkdtempSync(path.join(tmpdir(), 'nginx-bench-'));
  mkdirSync(path.join(prefix, 'logs'));
  const conf = path.join(prefix, 'nginx.conf');
  writeFileSync(
    conf,
    `worker_processes auto; pid ${prefix}/nginx.pid; error_log ${prefix}/logs/error.log;
events { worker_connections 1024; }
http { access_log off; include /etc/nginx/mime.types; sendfile on; keepalive_requests 100000; ${confBody} }`,
  );
  const nginx = spawn('nginx', ['-p', prefix, '-c', conf, '-g', 'daemon off;'], {
    stdio: 'inherit',
  });
  return { prefix, stop: () => nginx.kill('SIGQUIT') };
}

await withServer(async (base) => {
  const nextPort = new URL(base).port;
  const confDir = mkdtempSync(path.join(tmpdir(), 'nginx-conf-'));
  // Run as root, nginx's workers are `nobody`: they must reach the page cache inside.
  chmodSync(confDir, 0o755);
  const profileConf = path.join(confDir, 'konew.conf');
  execFileSync(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(root, 'deploy/nginx/render-config.ts'),
      profileConf,
      '8480',
      `127.0.0.1:${nextPort}`,
      path.join(confDir, 'cache'),
    ],
    { stdio: 'inherit' },
  );
  const distApp = path.join(root, process.env.NEXT_DIST_DIR || '.next', 'server', 'app');
  const profile = startNginx(`include ${profileConf};`);
  const bare = startNginx(
    `server { listen 8481; root ${distApp}; location / { try_files /zh-HK$uri.html =404; } }`,
  );
  await new Promise((resolve) => setTimeout(resolve, 1000));
  try {
    const plain = { 'accept-language': 'zh-HK' };
    // What a browser asks for: the profile serves the copy Next gzipped (level 6) and kept.
    const gzip = { ...plain, 'accept-encoding': 'gzip' };
    const rows: Record<
      string,
      { 'req/s': number; 'p50 ms': number; 'p99 ms': number; errors: number; 'KB/answer': number }
    > = {};
    const targets: Array<[string, string, Record<string, string>]> = [
      ['Next alone', `${base}${page}`, plain],
      ['nginx profile', `http://127.0.0.1:8480${page}`, plain],
      ['nginx profile, gzip', `http://127.0.0.1:8480${page}`, gzip],
      ['bare nginx', `http://127.0.0.1:8481${page}`, plain],
    ];
    for (const [name, url, headers] of targets) {
      const r = await load(url, headers);
      rows[name] = {
        'req/s': Math.round(r.requests.average),
        'p50 ms': r.latency.p50,
        'p99 ms': r.latency.p99,
        errors: r.errors + r.non2xx,
        'KB/answer': Math.round(r.throughput.total / Math.max(1, r.requests.total) / 102.4) / 10,
      };
    }
    console.table(rows);
    const rate = (name: string) => rows[name]?.['req/s'] ?? NaN;
    const bareRate = rate('bare nginx');
    console.log(
      `profile / bare nginx: ${(rate('nginx profile') / bareRate).toFixed(2)} (target >= 0.5)`,
    );
    console.log(`Next alone / bare nginx: ${(rate('Next alone') / bareRate).toFixed(2)}`);
  } finally {
    profile.stop();
    bare.stop();
  }
});
