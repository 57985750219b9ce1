import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', '..');

export type NextInstance = {
  url: string;
  output: () => string;
  /** Sends a signal; resolves with the exit code once the process has exited. */
  signal: (signal: NodeJS.Signals) => Promise<number | null>;
  stop: () => Promise<void>;
};

/** A port nothing listens on right now (tests running side by side each get their own). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** Starts one more production server (scripts/server.ts) on the already-built app (SITE_ORIGIN: its URL unless given). */
export async function startNextInstance(
  port: number,
  env: Record<string, string>,
): Promise<NextInstance> {
  const url = `http://${env.HOSTNAME || 'localhost'}:${port}`;
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'scripts', 'server.ts')],
    {
      cwd: root,
      env: { ...process.env, PORT: String(port), SITE_ORIGIN: url, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  for (let i = 0; ; i += 1) {
    if (child.exitCode !== null) throw new Error(`instance on ${port} exited: ${output}`);
    if (i === 120) throw new Error(`instance on ${port} not answering after 60 s: ${output}`);
    try {
      if ((await fetch(`${url}/api/v2/openapi.json`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const signal = (name: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(name);
    return exited;
  };
  return {
    url,
    output: () => output,
    signal,
    stop: async () => {
      await signal('SIGTERM');
    },
  };
}
