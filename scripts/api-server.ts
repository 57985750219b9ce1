// Serves the API endpoints (src/pages/api/**/*.ts, Astro's, called with their request) on a plain
// Node HTTP server, with the site's start-up and shutdown (src/server/runtime.ts) but no build: for
// the process-level tests and the load benchmark. Prints `listening <port>` once ready. PORT=0 picks
// a free port. GET /form-token?kind=<endpoint name> answers a form token as a page would render it.
// Run: npm run api:serve (node --import tsx scripts/api-server.ts)
import { readdirSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { issueFormToken } from '../src/server/api/form-token-key';
import { startServerRuntime, stopServerRuntime } from '../src/server/runtime';

/** An Astro endpoint as this server calls it: only the request (none of them reads more). */
type Handler = (context: { request: Request }) => Promise<Response> | Response;

const apiRoot = path.resolve(import.meta.dirname, '../src/pages/api');
const routes = new Map<string, Record<string, Handler>>();
for (const file of readdirSync(apiRoot, { recursive: true }).map(String)) {
  if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
  const name = file.slice(0, -'.ts'.length).split(path.sep).join('/');
  const route = `/api/${name}`.replace(/\/index$/, '');
  routes.set(
    route,
    (await import(pathToFileURL(path.join(apiRoot, file)).href)) as Record<string, Handler>,
  );
}

await startServerRuntime();

async function serve(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
  // What a form's page renders (pageFormToken), without the pages: tests judge it on a restart.
  if (url.pathname === '/form-token' && req.method === 'GET') {
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.end(issueFormToken(url.searchParams.get('kind') ?? ''));
    return;
  }
  const handler = routes.get(url.pathname)?.[req.method ?? 'GET'];
  if (!handler) {
    res.writeHead(routes.has(url.pathname) ? 405 : 404).end();
    return;
  }
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers))
    if (value !== undefined) headers.set(name, String(value));
  // The TCP peer, appended as serve/server.ts does (src/server/api/client-ip.ts reads it).
  if (req.socket.remoteAddress) headers.append('x-forwarded-for', req.socket.remoteAddress);
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  const request = new Request(url, {
    method: req.method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined,
    ...(hasBody ? { duplex: 'half' } : {}),
  });
  const response = await handler({ request });
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(Buffer.from(await response.arrayBuffer()));
}

const server = http.createServer((req, res) => {
  serve(req, res).catch(() => res.writeHead(500).end());
});

server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  const address = server.address();
  console.log(`listening ${typeof address === 'object' && address ? address.port : ''}`);
});

// Like serve/server.ts: stop accepting, let requests finish, close the database, exit.
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    server.close();
    void stopServerRuntime().then(() => process.exit(0));
  });
}
