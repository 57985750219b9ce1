// Files of the build (dist/client) for serve/server.ts: Astro's hashed assets cached for a year, other
// files revalidated, prerendered pages with the headers Astro wrote for them (dist/_headers.json: their
// CSP), never a directory listing, a dotfile or a page's file under a second URL (`/faq/index.html`).
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import send from 'send';

type HeadersJson = { pathname: string; headers: { key: string; value: string }[] }[];
type Page = { file: string; headers: { key: string; value: string }[] };

/** Prerendered pages by their one URL, from the adapter's header map (none when nothing is prerendered). */
export function prerenderedPages(distDir: string): Map<string, Page> {
  const pages = new Map<string, Page>();
  const headersFile = path.join(distDir, '_headers.json');
  if (!existsSync(headersFile)) return pages;
  const client = path.join(distDir, 'client');
  for (const { pathname, headers } of JSON.parse(
    readFileSync(headersFile, 'utf8'),
  ) as HeadersJson) {
    const base = pathname.replace(/\/$/, '');
    const file = [`${base}/index.html`, `${base}.html`]
      .map((name) => path.join(client, name))
      .find((candidate) => existsSync(candidate));
    if (file) pages.set(pathname, { file, headers });
  }
  return pages;
}

/** `.html` paths are files of pages: each page has one URL, without it. */
const pageFileName = /\.html?$/i;

/**
 * Sends a file of dist/client, or calls `miss` (nothing sent) when there is none: directories,
 * dotfiles and `.html` names count as none. Security headers are already set on `res`.
 */
export function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  clientDir: string,
  pathname: string,
  miss: () => void,
) {
  if (pageFileName.test(pathname)) return miss();
  const immutable = pathname.startsWith('/_astro/');
  send(req, pathname, {
    root: clientDir,
    index: false,
    dotfiles: 'ignore',
    immutable,
    maxAge: immutable ? '1y' : 0,
  })
    .on('directory', miss)
    .on('error', miss)
    .pipe(res);
}

/** Sends a prerendered page with its own headers (its CSP); revalidated on every visit. */
export function sendPage(req: IncomingMessage, res: ServerResponse, page: Page, miss: () => void) {
  for (const { key, value } of page.headers) res.setHeader(key, value);
  const name = `/${encodeURIComponent(path.basename(page.file))}`;
  send(req, name, { root: path.dirname(page.file), index: false, maxAge: 0 })
    .on('error', miss)
    .pipe(res);
}
