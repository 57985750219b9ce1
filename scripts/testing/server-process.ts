import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';

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
  post(
    path: string,
    body: unknown,
    headers?: Record<string, string>,
  ): Promise<{ status: number; headers: Headers; body: Answer }>;
};

/** Starts scripts/api-server.ts (the route handlers + server runtime) as its own process. */
export function startServer(env: Record<string, string | undefined>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/api-server.ts'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: undefined, SITE_ORIGIN: siteOrigin, PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /^listening (\d+)$/m.exec(output);
      if (match) {
        child.stdout.off('data', onData);
        child.stdout.on('data', (more: Buffer) => (output += more.toString()));
        const port = Number(match[1]);
        resolve({
          port,
          child,
          output: () => output,
          exited,
          async post(route, body, headers = {}) {
            const response = await fetch(`http://127.0.0.1:${port}${route}`, {
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
        });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    void exited.then(({ code }) =>
      reject(
        Object.assign(new Error(`server exited with ${code} before listening`), { output, code }),
      ),
    );
  });
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
