import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Debian's nginx, when installed (`.ci/run` installs it). */
export const nginxBinary = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => existsSync(file));

const root = path.resolve(import.meta.dirname, '..', '..');

/**
 * nginx in front of `upstreams` on `port`, with the production profile's config
 * (deploy/nginx/render-config.ts) in a folder of its own; resolves once it answers.
 */
export async function startNginxFront(port: number, upstreams: string[]) {
  const prefix = mkdtempSync(path.join(tmpdir(), 'nginx-front-'));
  mkdirSync(path.join(prefix, 'logs'));
  // Run as root, nginx's workers are `nobody`: they must reach the page cache inside.
  chmodSync(prefix, 0o755);
  const site = path.join(prefix, 'konew.conf');
  execFileSync(process.execPath, [
    '--import',
    'tsx',
    path.join(root, 'deploy/nginx/render-config.ts'),
    site,
    String(port),
    upstreams.join(','),
    path.join(prefix, 'cache'),
    path.join(prefix, 'logs', 'access.log'),
  ]);
  const conf = path.join(prefix, 'nginx.conf');
  writeFileSync(
    conf,
    `pid ${prefix}/nginx.pid; error_log ${prefix}/logs/error.log; events {} http { access_log off; include /etc/nginx/mime.types; include ${site}; }`,
  );
  const child = spawn(nginxBinary!, ['-p', prefix, '-c', conf, '-g', 'daemon off;'], {
    stdio: 'inherit',
  });
  for (let i = 0; i < 50; i += 1) {
    try {
      await fetch(`http://127.0.0.1:${port}/healthz`);
      break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    accessLog: path.join(prefix, 'logs', 'access.log'),
    stop: () => void child.kill('SIGQUIT'),
  };
}
