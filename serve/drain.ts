// SIGTERM and SIGINT for serve/server.ts: stop taking work without dropping anything a client sent.
// Requests that arrive meanwhile (on a kept-alive connection or a new one) get 503 with Retry-After
// and Connection: close; running ones finish (at most DRAIN_MS); then the process exits 0.
import type { Server } from 'node:http';
import { log } from './log.ts';

/** How long a drain waits for running requests before it closes anyway. */
const DRAIN_MS = 10_000;
/** While draining, the listener stays open until no request has arrived for this long. */
const QUIET_MS = 500;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type Drain = {
  /** Whether new requests are refused. */
  readonly draining: boolean;
  /** Counts a request from its arrival until its answer is closed. */
  track: (res: { once: (event: 'close', listener: () => void) => unknown }) => void;
  /** Notes an arrival refused while draining (keeps the listener open while clients still send). */
  arrived: () => void;
};

export function drainOnSignals(server: Server, beforeExit: () => Promise<void>): Drain {
  let draining = false;
  let active = 0;
  let lastArrival = 0;
  async function shutdown(signal: string) {
    if (draining) return;
    draining = true;
    // The listener stays open at least QUIET_MS after the signal: a request already on its way (or
    // whose headers are not parsed yet) gets a 503 the proxy retries elsewhere, not a refused connection.
    lastArrival = Date.now();
    log.info({ event: 'draining', signal }, `${signal}: finishing in-flight requests…`);
    const deadline = Date.now() + DRAIN_MS;
    setTimeout(() => process.exit(1), DRAIN_MS + 5_000).unref();
    server.closeIdleConnections();
    while (Date.now() < deadline && (active > 0 || Date.now() - lastArrival < QUIET_MS))
      await sleep(50);
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
    await beforeExit();
    log.info({ event: 'stopped' }, 'shut down cleanly');
    process.exit(0);
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  return {
    get draining() {
      return draining;
    },
    track(res) {
      lastArrival = Date.now();
      active += 1;
      res.once('close', () => (active -= 1));
    },
    arrived() {
      lastArrival = Date.now();
    },
  };
}
