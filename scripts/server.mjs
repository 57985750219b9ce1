// The production server: Next's request handler behind a plain Node HTTP server, so methods Next
// cannot parse (TRACE, TRACK, CONNECT...) get a 405 instead of a 500, every page gets its CSP
// (scripts/html-csp.mjs), and SIGTERM drains cleanly.
import { createServer } from 'node:http';
import next from 'next';
import { applyHtmlCsp } from './html-csp.mjs';

const allowedMethods = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const port = Number(process.env.PORT || 3000);
// Unset: every interface, IPv4 and IPv6 (so `localhost` works whichever it resolves to).
const hostname = process.env.HOSTNAME || undefined;

const app = next({ dev: false, hostname: hostname ?? 'localhost', port });
await app.prepare();
const handle = app.getRequestHandler();

const server = createServer((req, res) => {
  if (!allowedMethods.has(req.method ?? '')) {
    res.writeHead(405, { Allow: [...allowedMethods].join(', '), 'Content-Type': 'text/plain' });
    res.end('Method Not Allowed');
    return;
  }
  applyHtmlCsp(req, res);
  void handle(req, res);
});

server.listen(port, hostname, () => {
  console.log(`Ready on http://${hostname ?? 'localhost'}:${port}`);
});

function shutdown(signal) {
  console.log(`${signal}: finishing in-flight requests…`);
  server.close(() => {
    void app.close().finally(() => process.exit(0));
  });
  server.closeIdleConnections();
  setTimeout(() => process.exit(1), 15_000).unref();
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
