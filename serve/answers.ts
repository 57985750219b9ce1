// The server's own answers (serve/server.ts): every one carries the security headers and the strict
// fixed policy, as no page of ours is behind them (no script, no style of Astro's to allow).
import { STATUS_CODES, type ServerResponse } from 'node:http';
import enUS from '../messages/en-US.json' with { type: 'json' };
import zhHK from '../messages/zh-HK.json' with { type: 'json' };
import { securityHeaders } from '../src/config/security-headers.ts';

/** The policy of answers Astro does not make: static files, redirects, 400, 405, 408, 431, 503. */
export const fixedCsp = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

/** The security headers and the fixed policy; Astro's pages replace the policy with their own. */
export function setSecurityHeaders(res: ServerResponse) {
  for (const { key, value } of securityHeaders) res.setHeader(key, value);
  res.setHeader('Content-Security-Policy', fixedCsp);
}

/**
 * The body of this server's own answers: the page's language is not known (the target may not
 * parse), so both, Chinese first, e.g. "400 請求無效 Bad Request".
 */
export function answerText(status: number): string {
  const said = (messages: Record<string, string | undefined>) => messages[String(status)];
  const english = said(enUS.ServerAnswer) ?? STATUS_CODES[status] ?? '';
  return [String(status), said(zhHK.ServerAnswer), english].filter(Boolean).join(' ');
}

/** A short plain-text answer of this server's own. */
export function answer(res: ServerResponse, status: number, headers: Record<string, string> = {}) {
  setSecurityHeaders(res);
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
    ...headers,
  });
  res.end(answerText(status));
}

/** 503 from serve/admission.ts: the API's error body for API calls, the short text for pages. */
export function overloaded(res: ServerResponse, api: boolean) {
  if (!api) return answer(res, 503, { 'Retry-After': '1' });
  setSecurityHeaders(res);
  res.writeHead(503, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    'Retry-After': '1',
  });
  res.end(JSON.stringify({ error: { code: 'overloaded', retry_after_seconds: 1 } }));
}

/** A redirect of this server's own (legacy paths, the locale rule). */
export function redirect(
  res: ServerResponse,
  status: 301 | 307,
  location: string,
  headers: Record<string, string | string[]> = {},
) {
  setSecurityHeaders(res);
  res.writeHead(status, { Location: location, 'Content-Length': '0', ...headers });
  res.end();
}

/** A whole HTTP/1.1 answer as bytes, for sockets no ServerResponse exists for (parse errors, CONNECT). */
export function rawAnswer(status: number, extra: string[] = []): string {
  const text = answerText(status);
  const headers = [
    ...securityHeaders.map(({ key, value }) => `${key}: ${value}`),
    `Content-Security-Policy: ${fixedCsp}`,
    'Content-Type: text/plain; charset=utf-8',
    'Cache-Control: no-store',
    `Content-Length: ${Buffer.byteLength(text)}`,
    'Connection: close',
    ...extra,
  ];
  return `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n${headers.join('\r\n')}\r\n\r\n${text}`;
}
