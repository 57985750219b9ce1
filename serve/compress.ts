// Gzip (or deflate, as the browser takes) for every answer worth it: pages, scripts, styles, JSON.
import type { IncomingMessage, ServerResponse } from 'node:http';
import compression from 'compression';
import { isApiPath } from './request-rules.ts';

/**
 * Whether an answer may be gzipped: not the API's answers to posts, a few hundred bytes of JSON sent
 * without a length, where gzip cost 0.4 ms of the server's 7 per stored submission and saved nothing.
 */
export const compressible = (method = 'GET', url = '/') => !(method === 'POST' && isApiPath(url));

// (Its types are Express's; it only uses what node:http's request and response have.)
const middleware = compression({
  filter: (req, res) => compressible(req.method, req.url) && compression.filter(req, res),
});

/** Runs `next` with the answer compressed when the browser takes it and it is worth it. */
export function compress(req: IncomingMessage, res: ServerResponse, next: () => void) {
  // gzip only: the nginx profile keeps one gzipped copy of each page beside the plain one, and a
  // brotli answer kept under that key would reach browsers that never asked for it.
  const accepted = req.headers['accept-encoding'];
  if (typeof accepted === 'string')
    req.headers['accept-encoding'] = accepted.replace(/\bbr\b/gi, '');
  middleware(req as never, res as never, next);
}
