// The production server: Next's request handler behind a plain Node HTTP server (Next's custom-server
// seam), so methods Next cannot parse (TRACE, TRACK, CONNECT...) get a 405 instead of a 500, every page
// gets its CSP before Next answers (its prerendered scripts' hashes, scripts/page-csp.ts, and a nonce
// Next puts on the scripts of pages it renders per request; nothing is buffered, Next streams and
// compresses), the TCP peer is appended to X-Forwarded-For for the client
// address (src/server/api/client-ip.ts), and this file alone owns SIGTERM and SIGINT. Every answer carries
// the security headers; a request target Next cannot handle safely (absolute form, malformed
// percent-encoding) and a page asked to do more than GET or HEAD are refused here, before Next.
import { createServer, STATUS_CODES, type ServerResponse } from 'node:http';
import next from 'next';
import { securityHeaders } from '../src/config/security-headers.ts';
import { contentSecurityPolicy, newNonce } from './csp.ts';
import { checkListenAddress } from './listen-address.ts';
import { isPage, pageScriptHashes } from './page-csp.ts';

// Next installs no signal handlers of its own: shutdown() below is the only one.
process.env.NEXT_MANUAL_SIG_HANDLE = 'true';

const allowedMethods = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
/** Pages only read; the test echo routes (/todos) are route handlers, not pages. */
const pageMethods = new Set(['GET', 'HEAD']);
const isEchoRoute = (pathname: string) => pathname === '/todos' || pathname.startsWith('/todos/');
/** Answers that are not pages (API errors, Next's 404 under /api, /_next, /v1) run no script. */
const fixedCsp = contentSecurityPolicy([]);
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
const pageCsp = pageScriptHashes(process.env.NEXT_DIST_DIR || '.next');

function setSecurityHeaders(res: ServerResponse) {
  for (const { key, value } of securityHeaders) res.setHeader(key, value);
}

/** A short plain-text answer of this server's own, with the security headers. */
function answer(res: ServerResponse, status: number, headers: Record<string, string> = {}) {
  setSecurityHeaders(res);
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Security-Policy': fixedCsp,
    'Cache-Control': 'no-store',
    ...headers,
  });
  res.end(STATUS_CODES[status]);
}

/** Why this request target is refused, or null: only an origin-form path Next can decode is passed on. */
function badTarget(url: string) {
  if (!url.startsWith('/') || url.startsWith('//')) return 'not_origin_form';
  try {
    decodeURIComponent(url.split('?')[0] ?? '');
  } catch {
    return 'malformed_percent_encoding';
  }
  return null;
}

/** One JSON line, like the app's log (src/lib/logger.ts); the target itself is not logged. */
function logRefusal(event: string, details: Record<string, unknown>) {
  console.warn(
    JSON.stringify({ level: 40, time: Date.now(), service: 'konew-web', event, ...details }),
  );
}

let draining = false;
let active = 0;
let lastArrival = 0;

const server = createServer((req, res) => {
  lastArrival = Date.now();
  if (draining) {
    // Read the request, then say so and close: the client knows it was not handled and may retry.
    req.resume();
    answer(res, 503, { 'Retry-After': '5', Connection: 'close' });
    return;
  }
  const url = req.url ?? '/';
  const refused = badTarget(url);
  if (refused) {
    // `http://evil.example/en-US` would be redirected to that host; a bad `%` made Next answer 500.
    logRefusal('bad_request_target', { reason: refused, method: req.method });
    req.resume();
    answer(res, 400, { Connection: 'close' });
    return;
  }
  const pathname = url.split('?')[0] ?? '/';
  const page = isPage(pathname) && !isEchoRoute(pathname);
  const methods = page ? pageMethods : allowedMethods;
  if (!methods.has(req.method ?? '')) {
    req.resume();
    answer(res, 405, { Allow: [...methods].join(', ') });
    return;
  }
  setSecurityHeaders(res);
  let hashes: string[] = [];
  if (page) {
    // Next reads the nonce from the request's policy and puts it on the scripts it renders now.
    const nonce = `'nonce-${newNonce()}'`;
    hashes = pageCsp.hashesFor(pathname);
    req.headers['content-security-policy'] = contentSecurityPolicy([nonce]);
    res.setHeader('Content-Security-Policy', contentSecurityPolicy([nonce, ...hashes]));
  } else res.setHeader('Content-Security-Policy', fixedCsp);
  // The TCP peer, appended as a proxy does: the last entry is the one a client cannot write.
  const peer = req.socket.remoteAddress;
  if (peer) {
    const prior = req.headers['x-forwarded-for'];
    req.headers['x-forwarded-for'] = prior ? `${String(prior)}, ${peer}` : peer;
  }
  active += 1;
  res.once('close', () => (active -= 1));
  // Next serves a cached page only if this answer's policy allows its scripts (scripts/page-generations.ts).
  void pageCsp.answer(hashes, () => handle(req, res));
});

// Requests Node's parser refuses (headers over its limit, bad syntax) never reach the handler: answer
// them here with the security headers instead of Node's bare status line.
server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const status =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? 431
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 408
        : 400;
  const headers = [
    ...securityHeaders.map(({ key, value }) => `${key}: ${value}`),
    `Content-Security-Policy: ${fixedCsp}`,
    'Content-Type: text/plain; charset=utf-8',
    'Cache-Control: no-store',
    `Content-Length: ${Buffer.byteLength(STATUS_CODES[status] ?? '')}`,
    'Connection: close',
  ];
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${headers.join('\r\n')}\r\n\r\n${STATUS_CODES[status]}`,
  );
});

server.listen(port, hostname, () => {
  console.log(`Ready on http://${hostname ?? 'localhost'}:${port}`);
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Stops taking work without dropping anything a client sent: requests that arrive meanwhile (on a
 * kept-alive connection or a new one) get 503 with Retry-After and Connection: close; running ones
 * finish; the listener closes once they have and the clients have gone quiet. Then the server
 * runtime (src/server/runtime.ts) stops the lead relay and closes the database, and the process exits.
 */
async function shutdown(signal: string) {
  if (draining) return;
  draining = true;
  console.log(`${signal}: finishing in-flight requests…`);
  const deadline = Date.now() + DRAIN_MS;
  setTimeout(() => process.exit(1), DRAIN_MS + 5_000).unref();
  while (Date.now() < deadline && (active > 0 || Date.now() - lastArrival < QUIET_MS))
    await sleep(50);
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
  // Registered by src/server/runtime.ts when the instrumentation hook started it.
  const singletons = (globalThis as { __konewSingletons?: Map<string, unknown> }).__konewSingletons;
  const stopServerRuntime = singletons?.get('server.stop');
  if (typeof stopServerRuntime === 'function') await stopServerRuntime();
  await app.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
