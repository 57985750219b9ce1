import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import { formTokenIn } from '../../e2e/support/form-token.ts';

const root = path.resolve(import.meta.dirname, '../..');
export const siteOrigin = 'http://localhost:3000';

/** A JSON answer as tests read it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary answer fields
type Answer = any;

export type ServerProcess = {
  port: number;
  child: ChildProcess;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** The form token a page renders into its form, read as a visitor's browser gets it. */
  formToken(page: string): Promise<string>;
  post(
    path: string,
    body: unknown,
    headers?: Record<string, string>,
  ): Promise<{ status: number; headers: Headers; body: Answer }>;
};

/**
 * Starts the production server (serve/server.ts on the build, as e2e/support/server-instance.ts and
 * `npm start` do) as its own process on a free loopback port; resolves once it says it is ready (it
 * has started its runtime: database, lock, relay). Build first with buildIfStale (serve/build-if-stale.ts).
 */
export function startServer(env: Record<string, string | undefined>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['serve/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: undefined,
      SITE_ORIGIN: siteOrigin,
      HOSTNAME: '127.0.0.1',
      PORT: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Ready on http:\/\/[^ "]+:(\d+)/.exec(output);
      if (!match) return;
      child.stdout.off('data', onData);
      child.stdout.on('data', (more: Buffer) => (output += more.toString()));
      resolve(serverProcess(child, Number(match[1]), () => output, exited));
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    // The message carries the process's last lines: a CI log shows why it stopped.
    void exited.then(({ code }) => {
      const tail = output.trim().split('\n').slice(-15).join('\n');
      reject(
        Object.assign(new Error(`server exited with ${code} before ready:\n${tail}`), {
          output,
          code,
        }),
      );
    });
  });
}

function serverProcess(
  child: ChildProcess,
  port: number,
  output: () => string,
  exited: ServerProcess['exited'],
): ServerProcess {
  const base = `http://127.0.0.1:${port}`;
  return {
    port,
    child,
    output,
    exited,
    async formToken(page) {
      const html = await (await fetch(`${base}${page}`)).text();
      const token = formTokenIn(html);
      if (!token) throw new Error(`${page} renders no form token`);
      return token;
    },
    async post(route, body, headers = {}) {
      const response = await fetch(`${base}${route}`, {
        method: 'POST',
        headers: {
          origin: siteOrigin,
          'content-type': 'application/json',
          'idempotency-key': randomUUID(),
          ...headers,
        },
        body: JSON.stringify(body),
      });
      const text = await response.text();
      return {
        status: response.status,
        headers: response.headers,
        body: text ? JSON.parse(text) : null,
      };
    },
  };
}

/** A TCP relay in front of PostgreSQL that a test can cut (connections dropped, new ones refused) and restore. */
export async function cuttableProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    async cut() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      });
    },
    async restore() {
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    },
    close: () =>
      new Promise<void>((resolve) =>
        server.listening ? server.close(() => resolve()) : resolve(),
      ),
  };
}
