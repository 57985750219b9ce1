// The production server: Next's request handler behind a plain Node HTTP server (Next's custom-server
// seam), so methods Next cannot parse (TRACE, TRACK, CONNECT...) get a 405 instead of a 500, every page
// gets its CSP (scripts/html-csp.mjs), the TCP peer is appended to X-Forwarded-For for the client
// address (src/lib/api/client-ip.ts), and this file alone owns SIGTERM and SIGINT.
import { createServer } from 'node:http';
import next from 'next';
import { applyHtmlCsp } from './html-csp.mjs';
import { checkListenAddress } from './listen-address.mjs';

// Next installs no signal handlers of its own: shutdown() below is the only one.
process.env.NEXT_MANUAL_SIG_HANDLE = 'true';

const allowedMethods = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const port = Number(process.env.PORT || 3000);
// Unset: every interface, IPv4 and IPv6 (so `localhost` works whichever it resolves to).
const hostname = process.env.HOSTNAME || undefined;
/** How long a drain waits for running requests before it closes anyway. */
const DRAIN_MS = 10_000;
/** While draining, the listener stays open until no request has arrived for this long. */
const QUIET_MS = 500;

const refusal = await checkListenAddress(hostname, process.env);
if (refusal) {
  console.error(refusal);
  process.exit(1);
}

// Next builds its own URLs from this name, whatever interface the server listens on (given the
// listening address 127.0.0.1, it answered unknown paths with a redirect to themselves).
const app = next({ dev: false, hostname: 'localhost', port });
await app.prepare();
const handle = app.getRequestHandler();

let draining = false;
let active = 0;
let lastArrival = 0;

const server = createServer((req, res) => {
  lastArrival = Date.now();
  if (draining) {
    // Read the request, then say so and close: the client knows it was not handled and may retry.
    req.resume();
    res.writeHead(503, {
      'Retry-After': '5',
      Connection: 'close',
      'Cache-Control': 'no-store',
      'Content-Type': 'text/plain',
    });
    res.end('Service Unavailable: shutting down');
    return;
  }
  if (!allowedMethods.has(req.method ?? '')) {
    res.writeHead(405, { Allow: [...allowedMethods].join(', '), 'Content-Type': 'text/plain' });
    res.end('Method Not Allowed');
    return;
  }
  // The TCP peer, appended as a proxy does: the last entry is the one a client cannot write.
  const peer = req.socket.remoteAddress;
  if (peer) {
    const prior = req.headers['x-forwarded-for'];
    req.headers['x-forwarded-for'] = prior ? `${String(prior)}, ${peer}` : peer;
  }
  active += 1;
  res.once('close', () => (active -= 1));
  applyHtmlCsp(req, res);
  void handle(req, res);
});

server.listen(port, hostname, () => {
  console.log(`Ready on http://${hostname ?? 'localhost'}:${port}`);
});

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Stops taking work without dropping anything a client sent: requests that arrive meanwhile (on a
 * kept-alive connection or a new one) get 503 with Retry-After and Connection: close; running ones
 * finish; the listener closes once they have and the clients have gone quiet. Then the server
 * runtime (src/server-runtime.ts) stops the lead relay and closes the database, and the process exits.
 */
async function shutdown(signal) {
  if (draining) return;
  draining = true;
  console.log(`${signal}: finishing in-flight requests…`);
  const deadline = Date.now() + DRAIN_MS;
  setTimeout(() => process.exit(1), DRAIN_MS + 5_000).unref();
  while (Date.now() < deadline && (active > 0 || Date.now() - lastArrival < QUIET_MS))
    await sleep(50);
  await new Promise((resolve) => {
    server.close(resolve);
    server.closeAllConnections();
  });
  // Registered by src/server-runtime.ts when the instrumentation hook started it.
  const stopServerRuntime = globalThis.__konewSingletons?.get('server.stop');
  if (typeof stopServerRuntime === 'function') await stopServerRuntime();
  await app.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
