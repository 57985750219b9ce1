// The production server (issue 32): a plain node:http server in front of Astro's adapter, mounted in
// its documented middleware mode. It does what the adapter leaves undone: 400 for request targets
// that are not a plain path, 405 for methods a path does not take, the security headers on every
// answer, the legacy 301s, the locale rule in front of Astro's route cache, dist/client's files,
// the TCP peer appended to X-Forwarded-For (src/server/api/client-ip.ts), compression and SIGTERM
// draining.
// Runs on Node 24's own type stripping (`npm run serve`): relative `.ts` imports only, no tsx.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import compression from 'compression';
import { checkListenAddress } from '../scripts/listen-address.ts';
import { isLocalePage } from '../src/i18n/locale-redirect.ts';
import { missingSiteOrigin } from '../src/lib/env-site-origin.ts';
import { answer, logWarning, rawAnswer, redirect, setSecurityHeaders } from './answers.ts';
import { clientErrorAnswer } from './client-error.ts';
import { drainOnSignals } from './drain.ts';
import { legacyRedirect } from './legacy-redirect.ts';
import { applyLocaleRule } from './locale-rule.ts';
import { allowedMethods, badTarget, isApiPath } from './request-rules.ts';
import { prerenderedPages, sendFile, sendPage } from './static-files.ts';

type Handler = (req: unknown, res: unknown, next?: () => void) => Promise<void>;

const env = process.env;
const distDir = path.resolve(import.meta.dirname, '..', 'dist');
const clientDir = path.join(distDir, 'client');
const port = Number(process.env.PORT || 3000);
// Unset: every interface, IPv4 and IPv6 (so `localhost` works whichever it resolves to).
const hostname = process.env.HOSTNAME || process.env.HOST || undefined;

// Checked here, before the site's modules load: src/env.ts would only throw on the first request.
const refusal = missingSiteOrigin(env) ?? (await checkListenAddress(hostname, env));
if (refusal) {
  console.error(refusal);
  process.exit(1);
}

const { handler } = (await import(pathToFileURL(path.join(distDir, 'server/entry.mjs')).href)) as {
  handler: Handler;
};
const pages = prerenderedPages(distDir);

// Gzip (or deflate/brotli, as the browser takes) for every answer worth it: pages, scripts, styles, JSON.
const compress = compression();

// (Its types are Express's; it only uses what node:http's request and response have.)
const server = createServer((req, res) => {
  // gzip only: the nginx profile keeps one gzipped copy of each page beside the plain one, and a
  // brotli answer kept under that key would reach browsers that never asked for it.
  const accepted = req.headers['accept-encoding'];
  if (typeof accepted === 'string')
    req.headers['accept-encoding'] = accepted.replace(/\bbr\b/gi, '');
  compress(req as never, res as never, () => handle(req, res));
});

function handle(req: IncomingMessage, res: ServerResponse) {
  if (drain.draining) {
    // Read the request, then say so and close: the client knows it was not handled and may retry.
    drain.arrived();
    req.resume();
    answer(res, 503, { 'Retry-After': '5', Connection: 'close' });
    return;
  }
  drain.track(res);
  const url = req.url ?? '/';
  const refused = badTarget(url);
  if (refused) {
    // `http://evil.example/en-US` must not reach a redirect; a bad `%` must not reach a decoder.
    logWarning('bad_request_target', { reason: refused, method: req.method });
    req.resume();
    answer(res, 400, { Connection: 'close' });
    return;
  }
  const query = url.indexOf('?');
  const pathname = query === -1 ? url : url.slice(0, query);
  const search = query === -1 ? '' : url.slice(query);
  const allowed = allowedMethods(pathname);
  if (!allowed.includes(req.method ?? '')) {
    req.resume();
    answer(res, 405, { Allow: allowed.join(', ') });
    return;
  }
  setSecurityHeaders(res);
  // The TCP peer, appended as a proxy does: the last entry is the one a client cannot write.
  const peer = req.socket.remoteAddress;
  if (peer) {
    const prior = req.headers['x-forwarded-for'];
    req.headers['x-forwarded-for'] = prior ? `${String(prior)}, ${peer}` : peer;
  }
  const toAstro = () => void handler(req, res);
  // The API, and a form page's no-JavaScript post (only those take POST): no redirect, no file.
  if (isApiPath(pathname) || req.method === 'POST') return toAstro();
  const legacy = legacyRedirect(pathname, search);
  if (legacy) return redirect(res, 301, legacy, { 'Cache-Control': 'public, max-age=3600' });
  if (!isLocalePage(pathname)) return sendFile(req, res, clientDir, pathname, toAstro);
  if (applyLocaleRule(req, res, pathname, search)) return;
  const page = pages.get(pathname);
  return page ? sendPage(req, res, page, toAstro) : toAstro();
}

// Requests Node's parser refuses (headers over its limit, bad syntax) never reach the handler: answer
// them here with the security headers instead of Node's bare status line.
server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  socket.end(clientErrorAnswer(error));
});
// CONNECT is no method of ours; without this listener Node would drop the connection unanswered.
server.on('connect', (_req, socket) => {
  socket.end(rawAnswer(405, ['Allow: GET, HEAD']));
});

const drain = drainOnSignals(server, async () => {
  // Registered by src/server/runtime.ts when the server runtime was started (lead relay, database).
  const singletons = (globalThis as { __konewSingletons?: Map<string, unknown> }).__konewSingletons;
  const stop = singletons?.get('server.stop');
  if (typeof stop === 'function') await (stop as () => Promise<void>)();
});

server.listen(port, hostname, () => {
  // One request of our own first: it loads the site's middleware, which starts the server runtime
  // (opens the database, refusing a PGlite folder another process holds; starts the lead relay).
  const address = server.address();
  const own = typeof address === 'object' && address ? address : null;
  const host =
    !own || own.address === '::' || own.address === '0.0.0.0' ? 'localhost' : own.address;
  const origin = `http://${host.includes(':') ? `[${host}]` : host}:${own?.port ?? port}`;
  void fetch(`${origin}/api/v2/openapi.json`)
    .catch((error: unknown) => logWarning('warm_up_failed', { error: String(error) }))
    .finally(() => console.log(`Ready on http://${hostname ?? 'localhost'}:${port}`));
});
