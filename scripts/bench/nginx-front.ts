// A throwaway nginx (`/usr/sbin/nginx`, `apt-get install nginx-light`) for the benchmarks: its own
// prefix folder, no access log, the given `http` block body; `stop()` ends it gracefully.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export function startNginx(confBody: string) {
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
  return { stop: () => nginx.kill('SIGQUIT') };
}
