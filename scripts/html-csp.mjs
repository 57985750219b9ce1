// Adds the Content-Security-Policy to every HTML page Next sends: the hashes of the page's own inline
// scripts (so prerendered and regenerated pages stay static and still run) plus a fresh nonce (which
// Next puts on the scripts of pages it renders per request). HTML is buffered to hash it, then gzipped.
import { gzipSync } from 'node:zlib';
import { contentSecurityPolicy, inlineScriptHashes, newNonce } from './csp.mjs';
import { deferNextScripts } from './defer-next-scripts.mjs';
import { chunkIntegrity } from './subresource-integrity.mjs';

/** The chunks a page loads after its first paint carry their integrity (the build's own files). */
const integrityOf = chunkIntegrity(process.env.NEXT_DIST_DIR || '.next');

/** A path that names a page (not Next's files, the API or the analytics collector). */
export const isPage = (pathname) =>
  !pathname.startsWith('/_next/') && !pathname.startsWith('/api/') && !pathname.startsWith('/v1/');

export function applyHtmlCsp(req, res) {
  const pathname = (req.url ?? '/').split('?')[0] ?? '/';
  // Client-side navigation payloads are not documents: they keep Next's own compression.
  if (!isPage(pathname) || req.headers.rsc) return;
  const acceptsGzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  delete req.headers['accept-encoding']; // compressed here, after hashing
  const nonce = `'nonce-${newNonce()}'`;
  req.headers['content-security-policy'] = contentSecurityPolicy([nonce]);

  const write = res.write.bind(res);
  const end = res.end.bind(res);
  const writeHead = res.writeHead;
  const flushHeaders = res.flushHeaders;
  // Node sends implicit headers through res.writeHead: put the real one back before anything is sent.
  const restore = () => {
    res.writeHead = writeHead;
    res.flushHeaders = flushHeaders;
  };
  const chunks = [];
  let buffering;
  // Until Next has set a content type, keep buffering; a non-HTML answer is then passed on as it came.
  const decide = () => {
    if (buffering !== undefined) return buffering;
    const type = res.getHeader('content-type');
    if (type === undefined) return true;
    buffering = String(type).includes('text/html');
    if (!buffering) {
      restore();
      if (!res.headersSent)
        res.setHeader('Content-Security-Policy', contentSecurityPolicy([nonce]));
      for (const chunk of chunks.splice(0)) write(chunk);
    }
    return buffering;
  };
  const toBuffer = (chunk, encoding) =>
    Buffer.isBuffer(chunk)
      ? chunk
      : Buffer.from(
          chunk instanceof Uint8Array ? chunk : String(chunk),
          typeof encoding === 'string' ? encoding : 'utf8',
        );

  res.writeHead = (status, ...rest) => {
    res.statusCode = status;
    const headers = rest.find((arg) => arg && typeof arg === 'object');
    if (Array.isArray(headers))
      for (let i = 0; i < headers.length; i += 2) res.setHeader(headers[i], headers[i + 1]);
    else if (headers)
      for (const [key, value] of Object.entries(headers))
        if (value !== undefined) res.setHeader(key, value);
    return res;
  };
  res.flushHeaders = () => {};
  res.write = (chunk, encoding, callback) => {
    if (!decide()) return write(chunk, encoding, callback);
    if (chunk != null) chunks.push(toBuffer(chunk, encoding));
    if (typeof encoding === 'function') encoding();
    else if (typeof callback === 'function') callback();
    return true;
  };
  res.end = (chunk, encoding, callback) => {
    if (!decide()) return end(chunk, encoding, callback);
    if (chunk != null && typeof chunk !== 'function') chunks.push(toBuffer(chunk, encoding));
    let body = Buffer.concat(chunks);
    if (res.statusCode === 304) {
      // A 304's headers replace the cached page's: a policy without its hashes would block it.
      res.removeHeader('Content-Security-Policy');
      restore();
      return end(undefined, typeof callback === 'function' ? callback : undefined);
    }
    const html = deferNextScripts(body.toString('utf8'), integrityOf);
    body = Buffer.from(html, 'utf8');
    res.setHeader(
      'Content-Security-Policy',
      contentSecurityPolicy([nonce, ...inlineScriptHashes(html)]),
    );
    res.setHeader('Vary', [res.getHeader('Vary'), 'Accept-Encoding'].filter(Boolean).join(', '));
    if (acceptsGzip && body.length > 1024) {
      body = gzipSync(body);
      res.setHeader('Content-Encoding', 'gzip');
    }
    res.setHeader('Content-Length', body.length);
    restore();
    return end(
      req.method === 'HEAD' ? undefined : body,
      typeof callback === 'function' ? callback : undefined,
    );
  };
}
