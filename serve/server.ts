// The production server (issue 32): a plain node:http server in front of Astro's adapter, mounted in
// its documented middleware mode. It does what the adapter leaves undone: 400 for request targets
// that are not a plain path, 405 for methods a path does not take, the security headers on every
// answer, the legacy 301s, the locale rule in front of Astro's route cache, dist/client's files,
// the TCP peer appended to X-Forwarded-For (src/server/api/client-ip.ts), compression, SIGTERM
// draining, and each request's metrics and span under its route (src/server/telemetry/).
// Runs on Node 24's own type stripping (`npm run serve`): relative `.ts` imports only, no tsx.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as ServerEntry from '../src/server/server-entry.ts';
import type { RequestSlot } from '../src/server/telemetry/request-telemetry.ts';
import { isLocalePage } from '../src/i18n/locale-redirect.ts';
import { missingSiteOrigin } from '../src/lib/env-site-origin.ts';
import { admissionSettings, createAdmission } from './admission.ts';
import { answer, overloaded, redirect, setSecurityHeaders } from './answers.ts';
import { answerBeforeHandler } from './client-error.ts';
import { compress } from './compress.ts';
import { drainOnSignals } from './drain.ts';
import { formPost } from './form-body.ts';
import { answerHealth, healthPath } from './health.ts';
import { badImageQuery } from './image-request.ts';
import { legacyRedirect } from './legacy-redirect.ts';
import { checkListenAddress } from './listen-address.ts';
import { applyLocaleRule } from './locale-rule.ts';
import { log } from './log.ts';
import {
  allowedMethods,
  badTarget,
  isApiPath,
  isFormPage,
  isValidHost,
  normalisedPath,
  reachesAstro,
} from './request-rules.ts';
import { announceReady } from './ready.ts';
import { prerenderedPages, sendFile, sendPage } from './static-files.ts';

const env = process.env;
const distDir = path.resolve(import.meta.dirname, '..', 'dist');
const clientDir = path.join(distDir, 'client');
const port = Number(process.env.PORT || 3000);
// Unset: every interface, IPv4 and IPv6 (so `localhost` works whichever it resolves to).
const hostname = process.env.HOSTNAME || process.env.HOST || undefined;

// Checked here, before the site's modules load: src/env.ts would only throw on the first request.
const refusal = missingSiteOrigin(env) ?? (await checkListenAddress(hostname, env));
if (refusal) {
  log.fatal({ event: 'refused_to_start' }, refusal);
  process.exit(1);
}

// The built bundle (src/server/server-entry.ts): Astro's handler and the server runtime's stop.
const entry = (await import(
  pathToFileURL(path.join(distDir, 'server/entry.mjs')).href
)) as typeof ServerEntry;
const { handler, stopServerRuntime, readinessReasons, observeRequest, countReadiness } = entry;
// Metrics (METRICS_PORT) and traces: a metrics port already taken stops the start here.
await entry.startTelemetry().catch((error: unknown) => {
  log.fatal({ event: 'refused_to_start', error: String(error) }, 'metrics port not available');
  process.exit(1);
});
const pages = prerenderedPages(distDir);

// At most MAX_CONCURRENT_REQUESTS through the site at once; past MAX_QUEUE_WAIT_MS in line, 503.
const admission = createAdmission(admissionSettings());

const server = createServer((req, res) => {
  observeRequest(req, res, (slot) => compress(req, res, () => handle(req, res, slot)));
});

// What serve/server.ts did instead of Astro, as the request's metrics label (never the path).
const counted = (slot: RequestSlot, route: string) => void (slot.routePattern = route);

function handle(req: IncomingMessage, res: ServerResponse, slot: RequestSlot) {
  // Probes first (serve/health.ts): unlogged, uncached, and /readyz says `draining` while it lasts.
  const health = healthPath(req.url ?? '/');
  if (health) {
    counted(slot, health);
    const state = { drain, reasons: readinessReasons, onReadiness: countReadiness };
    return void answerHealth(req, res, health, state);
  }
  counted(slot, '(served)');
  if (drain.draining) {
    counted(slot, '(draining)');
    // Read the request, then say so and close: the client knows it was not handled and may retry.
    drain.arrived();
    req.resume();
    answer(res, 503, { 'Retry-After': '5', Connection: 'close' });
    return;
  }
  drain.track(res);
  const url = req.url ?? '/';
  // `http://evil.example/en-US` must not reach a redirect, a bad `%` a decoder, nor `a@evil.example`
  // (a Host that is no host and port) the URL the framework builds from it.
  const refused = badTarget(url) ?? (isValidHost(req.headers.host) ? null : 'bad_host');
  if (refused) return (counted(slot, '(bad_request)'), badRequest(req, res, refused));
  const query = url.indexOf('?');
  const pathname = query === -1 ? url : url.slice(0, query);
  const search = query === -1 ? '' : url.slice(query);
  const normal = normalisedPath(pathname);
  if (normal && (req.method === 'GET' || req.method === 'HEAD'))
    return (
      counted(slot, '(redirect)'),
      redirect(res, 301, normal + search, { 'Cache-Control': 'public, max-age=3600' })
    );
  if (pathname === '/_image') {
    const image = badImageQuery(search, clientDir);
    if (image) return (counted(slot, '(bad_request)'), badRequest(req, res, image));
  }
  if (!reachesAstro(pathname, req.method ?? '')) {
    counted(slot, '(method_not_allowed)');
    req.resume();
    answer(res, 405, { Allow: allowedMethods(pathname).join(', ') });
    return;
  }
  setSecurityHeaders(res);
  // The TCP peer, appended as a proxy does: the last entry is the one a client cannot write.
  const peer = req.socket.remoteAddress;
  if (peer) {
    const prior = req.headers['x-forwarded-for'];
    req.headers['x-forwarded-for'] = prior ? `${String(prior)}, ${peer}` : peer;
  }
  const toAstro = () =>
    admission.admit(
      res,
      () => void handler(req, res, undefined, slot),
      () => (counted(slot, '(overloaded)'), overloaded(res, isApiPath(pathname))),
    );
  // A form page's no-JavaScript post: its body is read here, capped, before Astro parses it.
  if (req.method === 'POST' && isFormPage(pathname)) return void formPost(req, res, toAstro);
  // The API (only it and the form pages take POST): no redirect, no file.
  if (isApiPath(pathname) || req.method === 'POST') return toAstro();
  const legacy = legacyRedirect(pathname, search);
  if (legacy)
    return (
      counted(slot, '(redirect)'),
      redirect(res, 301, legacy, { 'Cache-Control': 'public, max-age=3600' })
    );
  if (!isLocalePage(pathname))
    return (counted(slot, '(static)'), sendFile(req, res, clientDir, pathname, toAstro));
  if (applyLocaleRule(req, res, pathname, search)) return counted(slot, '(locale_redirect)');
  const page = pages.get(pathname);
  if (page) counted(slot, '(prerendered)');
  return page ? sendPage(req, res, page, toAstro) : toAstro();
}

function badRequest(req: IncomingMessage, res: ServerResponse, reason: string) {
  // The reason only: the target itself is the visitor's text, never written to the log.
  log.warn({ event: 'bad_request', reason, method: req.method });
  req.resume();
  answer(res, 400, { Connection: 'close' });
}

answerBeforeHandler(server);

// After the last request: stops the lead relay, lets API work finish, closes the database.
const drain = drainOnSignals(server, () => stopServerRuntime().then(entry.stopTelemetry));

server.listen(port, hostname, () => announceReady(server, port, hostname));
