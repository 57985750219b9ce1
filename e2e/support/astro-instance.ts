import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', '..');

export type AstroInstance = {
  url: string;
  output: () => string;
  /** Sends a signal; resolves with the exit code once the process has exited. */
  signal: (signal: NodeJS.Signals) => Promise<number | null>;
  stop: () => Promise<void>;
};

/** Starts one more `npm run serve` process (serve/server.ts) on the built site. */
export async function startAstroInstance(
  port: number,
  env: Record<string, string> = {},
): Promise<AstroInstance> {
  const url = `http://127.0.0.1:${port}`;
  // Plain node on the .ts file, as `npm run serve` runs it (no tsx).
  const child: ChildProcess = spawn(process.execPath, [path.join(root, 'serve', 'server.ts')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      SITE_ORIGIN: url,
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
    if (i === 120) throw new Error(`instance on ${port} not ready after 30 s: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const signal = (name: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(name);
    return exited;
  };
  return { url, output: () => output, signal, stop: async () => void (await signal('SIGKILL')) };
}
