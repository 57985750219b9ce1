// The API server the load benchmark drives (scripts/api-server.ts), and the CPU time it uses.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

type Server = { port: number; cpuMs(): number; stop(): Promise<unknown> };

const ticksPerSecond = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' })) || 100;
  } catch {
    return 100;
  }
})();

/** CPU time (user + system) the process has used so far, from /proc (Linux); NaN elsewhere. */
function cpuMsOf(pid: number | undefined): number {
  try {
    // The fields after the command name, which is in parentheses: utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
  } catch {
    return NaN;
  }
}

/** Starts scripts/api-server.ts on a free loopback port with `env` (and SITE_ORIGIN `origin`). */
export function startServer(origin: string, env: Record<string, string>): Promise<Server> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', 'scripts/api-server.ts'],
    {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: '',
        PORT: '0',
        SITE_ORIGIN: origin,
        TRUSTED_PROXY_HOPS: '1',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const exited = new Promise((resolve) => child.on('exit', resolve));
  return new Promise((resolve, reject) => {
    let seen = '';
    let listening = false;
    child.stdout?.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const match = /^listening (\d+)$/m.exec(seen);
      if (match && !listening) {
        listening = true;
        resolve({
          port: Number(match[1]),
          cpuMs: () => cpuMsOf(child.pid),
          stop: () => (child.kill('SIGTERM'), exited),
        });
      }
      if (seen.length > 100_000) seen = seen.slice(-1000);
    });
    void exited.then((code) => reject(new Error(`server exited with ${code} before listening`)));
  });
}
