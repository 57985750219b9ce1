import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Received = { headers: Record<string, string>; body: string };

/** A real HTTP receiver on 127.0.0.1 answering every delivery with `status` (changeable). */
export async function webhookReceiver(status: number) {
  const received: Received[] = [];
  const state = { status };
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk));
    req.on('end', () => {
      const headers = Object.fromEntries(
        Object.entries(req.headers).map(([name, value]) => [name, String(value)]),
      );
      received.push({ headers, body });
      res.writeHead(state.status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/leads`,
    received,
    answer: (next: number) => (state.status = next),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Polls `check` every 25 ms, for up to 5 s. */
export async function until(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 200 && !(await check()); i++)
    await new Promise((resolve) => setTimeout(resolve, 25));
}
