import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', '..');

export type Instance = {
  url: string;
  /** The server's process id (its memory is read from /proc). */
  pid: number;
  output: () => string;
  /** Sends a signal; resolves with the exit code once the process has exited. */
  signal: (signal: NodeJS.Signals) => Promise<number | null>;
  /** SIGTERM, and waits until it has exited. */
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

/**
 * Starts one more production server on the built site, as `npm start` serves it (serve/server.ts on
 * Node's own type stripping). SITE_ORIGIN is its URL unless `env` gives one; HOSTNAME in `env` is the
 * interface it listens on and the URL's host (default: every interface, reached as `localhost`); its
 * embedded database is a folder of its own unless `env` gives DATA_DIR or DATABASE_URL (the server
 * takes its folder's lock at start, and the suite's main server holds the default one).
 */
export async function startInstance(
  port: number,
  env: Record<string, string> = {},
): Promise<Instance> {
  const url = `http://${env.HOSTNAME || 'localhost'}:${port}`;
  const child: ChildProcess = spawn(process.execPath, [path.join(root, 'serve', 'server.ts')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      SITE_ORIGIN: url,
      DATA_DIR: `data/e2e-instance-${port}-${Date.now()}`,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  for (let i = 0; !/Ready on/.test(output); i += 1) {
    if (child.exitCode !== null) throw new Error(`instance on ${port} exited: ${output}`);
    // A fresh embedded database is created first (its migrations): slow on a busy machine.
    if (i === 480) throw new Error(`instance on ${port} not ready after 120 s: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const signal = (name: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(name);
    return exited;
  };
  return {
    url,
    pid: child.pid!,
    output: () => output,
    signal,
    stop: async () => void (await signal('SIGTERM')),
  };
}
