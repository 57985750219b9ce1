// The locale rule applied to a page request (the decision: src/i18n/locale-redirect.ts). An answer
// that sets the locale cookie is this visitor's own: `Cache-Control: private, no-store`, whatever the
// page would have said, so no shared cache hands it (cookie included) to someone else.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { decideLocale, localeCookieHeader } from '../src/i18n/locale-redirect.ts';
import { redirect } from './answers.ts';

const own = 'private, no-store';

/** Applies the rule; true when it answered itself (a redirect), false when the page goes on. */
export function applyLocaleRule(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  search: string,
): boolean {
  const header = (name: string) => {
    const value = req.headers[name];
    return Array.isArray(value) ? value.join(', ') : value;
  };
  const decision = decideLocale({ pathname, search, header });
  const cookie = decision.setCookie ? localeCookieHeader(decision.locale) : undefined;
  if (decision.redirect) {
    // Decided by this visitor's cookie or language: never stored for anyone else.
    redirect(res, 307, decision.redirect, {
      'Cache-Control': own,
      ...(cookie ? { 'Set-Cookie': cookie } : {}),
    });
    return true;
  }
  if (cookie) forceOnHead(res, cookie);
  return false;
}

/** Adds the cookie and `private, no-store` to the head whoever writes it (Astro or `send`). */
function forceOnHead(res: ServerResponse, cookie: string) {
  res.setHeader('Set-Cookie', cookie);
  res.setHeader('Cache-Control', own);
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  const forced = (...args: unknown[]) => {
    const headers = args.find(
      (arg): arg is OutgoingHttpHeaders =>
        typeof arg === 'object' && arg !== null && !Array.isArray(arg),
    );
    if (headers)
      for (const name of Object.keys(headers)) {
        const lower = name.toLowerCase();
        if (lower === 'cache-control') delete headers[name];
        if (lower === 'set-cookie') {
          const theirs = headers[name];
          delete headers[name];
          res.setHeader('Set-Cookie', [
            cookie,
            ...(Array.isArray(theirs) ? theirs : [String(theirs)]),
          ]);
        }
      }
    return writeHead(...args);
  };
  res.writeHead = forced;
  // `send` sets its Cache-Control with setHeader after this point: keep ours.
  const setHeader = res.setHeader.bind(res);
  res.setHeader = (name: string, value: number | string | readonly string[]) =>
    name.toLowerCase() === 'cache-control' ? res : setHeader(name, value);
}
