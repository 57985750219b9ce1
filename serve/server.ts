// The production server (issue 32): a plain node:http server in front of Astro's adapter, mounted in
// its documented middleware mode. It serves the build's files from dist/client and hands everything
// else to Astro. Runs on Node 24 with its own type stripping: no build step, no tsx.
// TODO(issue 32, server step): security headers, locale cookie, 405/400, draining.
import { createServer } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import send from 'send';

const root = path.resolve(import.meta.dirname, '..');
const clientDir = path.join(root, 'dist', 'client');
const { handler } = (await import(
  pathToFileURL(path.join(root, 'dist/server/entry.mjs')).href
)) as {
  handler: (req: unknown, res: unknown, next: () => void) => Promise<void>;
};
const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOSTNAME || undefined;

const server = createServer((req, res) => {
  const pathname = (req.url ?? '/').split('?')[0] ?? '/';
  const toAstro = () => void handler(req, res, () => res.writeHead(404).end());
  if (req.method !== 'GET' && req.method !== 'HEAD') return toAstro();
  const immutable = pathname.startsWith('/_astro/');
  send(req, pathname, {
    root: clientDir,
    index: false,
    dotfiles: 'deny',
    immutable,
    maxAge: immutable ? '1y' : 0,
  })
    .on('error', toAstro)
    .pipe(res);
});
server.listen(port, hostname, () =>
  console.log(`Serving the Astro build on http://localhost:${port}`),
);
