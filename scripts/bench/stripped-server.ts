// Serves each page's HTML with its scripts stripped (strip-scripts.ts) from one small local server;
// every other request (styles, images, fonts) is passed through unchanged to the server the page
// came from. Pages of two servers (the site and COMPARE_URL's) are told apart by host name:
// localhost for the first, 127.0.0.1 for the second, on the same port.
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { stripScripts } from './strip-scripts.ts';
import { strippedName } from './targets.ts';

const HOSTS = ['localhost', '127.0.0.1'];

type Stripped = { urls: Record<string, string>; close: () => Promise<void> };

function pass(upstream: URL, req: IncomingMessage, res: ServerResponse) {
  const forward = request(
    new URL(req.url ?? '/', upstream),
    { method: req.method, headers: { ...req.headers, host: upstream.host } },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  forward.on('error', () => res.writeHead(502).end());
  req.pipe(forward);
}

/** Starts the server on `port`; `urls` maps each page name to its stripped copy. */
export async function startStrippedServer(
  port: number,
  pages: Record<string, string>,
  headers: Record<string, string>,
): Promise<Stripped> {
  const upstreams = [...new Set(Object.values(pages).map((url) => new URL(url).origin))];
  if (upstreams.length > HOSTS.length) throw new Error('at most two origins');
  const hostOf = (url: URL) => `${HOSTS[upstreams.indexOf(url.origin)]}:${port}`;
  const html = new Map<string, { body: Buffer; gzip: boolean }>();
  const urls: Record<string, string> = {};
  for (const [name, address] of Object.entries(pages)) {
    const url = new URL(address);
    const page = await fetch(url, { headers });
    if (!page.ok) throw new Error(`${name}: ${url} answered ${page.status}`);
    const key = `${hostOf(url)}${url.pathname}${url.search}`;
    // Compressed as its origin sent it (serve/server.ts gzips when asked): the copy differs from the
    // page by its scripts alone.
    const gzip = Boolean(page.headers.get('content-encoding'));
    const text = Buffer.from(stripScripts(await page.text()));
    html.set(key, { body: gzip ? gzipSync(text) : text, gzip });
    urls[name] = `http://${key}`;
  }
  const server = createServer((req, res) => {
    const host = req.headers.host ?? '';
    const copy = html.get(`${host}${req.url ?? '/'}`);
    if (!copy) {
      const upstream = upstreams[HOSTS.indexOf(host.replace(/:\d+$/, ''))];
      if (upstream) return pass(new URL(upstream), req, res);
      return res.writeHead(404).end();
    }
    // Every browser Lighthouse drives accepts gzip.
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      ...(copy.gzip ? { 'content-encoding': 'gzip' } : {}),
      'content-length': copy.body.length,
      'cache-control': 'no-store',
    });
    res.end(copy.body);
  });
  await new Promise<void>((resolve) => server.listen(port, resolve));
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return { urls, close };
}

/** The pages to measure: each one, followed by its stripped copy when `stripped` has one. */
export function withStrippedCopies(
  pages: Array<[name: string, url: string]>,
  stripped: Stripped | undefined,
): Array<[name: string, url: string]> {
  return pages.flatMap<[string, string]>(([name, url]) => {
    const copy = stripped?.urls[name];
    return copy
      ? [
          [name, url],
          [strippedName(name), copy],
        ]
      : [[name, url]];
  });
}

/**
 * STRIPPED=1: the pages, each followed by its stripped copy served on `port` (call `close` when
 * done); otherwise the pages alone. For the benches where the copies are optional.
 */
export async function strippedCopiesIfAsked(
  list: Array<[name: string, url: string]>,
  port: number,
  headers: Record<string, string>,
): Promise<{ pages: Array<[name: string, url: string]>; close: () => Promise<void> }> {
  if (process.env.STRIPPED !== '1') return { pages: list, close: async () => undefined };
  const stripped = await startStrippedServer(port, Object.fromEntries(list), headers);
  return { pages: withStrippedCopies(list, stripped), close: stripped.close };
}
