// The server the load benchmark drives (the production server on the build), and the CPU time it uses.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { buildIfStale } from '../../serve/build-if-stale.ts';
import { startServer as startServerProcess } from '../../serve/testing/server-process.ts';

type Server = { port: number; cpuMs(): number; systemMs(): number; stop(): Promise<unknown> };

const ticksPerSecond = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' })) || 100;
  } catch {
    return 100;
  }
})();

/** CPU time (user + system, or system only) the process has used so far, from /proc (Linux); NaN elsewhere. */
function cpuMsOf(pid: number | undefined, systemOnly = false): number {
  try {
    // The fields after the command name, which is in parentheses: utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    const user = systemOnly ? 0 : Number(fields[11]);
    return ((user + Number(fields[12])) * 1000) / ticksPerSecond;
  } catch {
    return NaN;
  }
}

/**
 * Starts the production server (serve/server.ts on the build, built first when stale) on a free
 * loopback port with `env` and SITE_ORIGIN `origin`, trusting one proxy hop (the bench names each
 * visitor in X-Forwarded-For).
 */
export async function startServer(origin: string, env: Record<string, string>): Promise<Server> {
  await buildIfStale();
  const server = await startServerProcess({ SITE_ORIGIN: origin, TRUSTED_PROXY_HOPS: '1', ...env });
  return {
    port: server.port,
    cpuMs: () => cpuMsOf(server.child.pid),
    systemMs: () => cpuMsOf(server.child.pid, true),
    stop: () => (server.child.kill('SIGTERM'), server.exited),
  };
}
