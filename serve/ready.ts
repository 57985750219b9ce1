// serve/server.ts's start, once it listens: one request of its own first (it loads the site's
// middleware, which starts the server runtime: opens the database, refusing a PGlite folder another
// process holds; starts the lead relay), then `Ready on …`, which tests and `npm start` wait for.
import type { Server } from 'node:http';
import { log } from './log.ts';

export function announceReady(server: Server, port: number, hostname: string | undefined): void {
  const address = server.address();
  const own = typeof address === 'object' && address ? address : null;
  const host =
    !own || own.address === '::' || own.address === '0.0.0.0' ? 'localhost' : own.address;
  const listening = own?.port ?? port; // PORT=0: the free port taken
  const origin = `http://${host.includes(':') ? `[${host}]` : host}:${listening}`;
  void fetch(`${origin}/api/v2/openapi.json`)
    .catch((error: unknown) => log.warn({ event: 'warm_up_failed', error: String(error) }))
    .finally(() =>
      log.info({ event: 'ready' }, `Ready on http://${hostname ?? 'localhost'}:${listening}`),
    );
}
