import { randomUUID } from 'node:crypto';

export const testOrigin = 'http://localhost:3000';

let nextIp = 1;
/** A new documentation-range address per request, so rate limits only bite where a test means them to. */
export const uniqueIp = () => `2001:db8::${(nextIp++).toString(16)}`;

type Options = { key?: string | null; ip?: string; headers?: Record<string, string>; raw?: string };

/** A browser-like JSON POST from the site itself, with an Idempotency-Key unless `key: null`. */
export function apiRequest(path: string, body: unknown, options: Options = {}): Request {
  const headers: Record<string, string> = {
    origin: testOrigin,
    'content-type': 'application/json',
    'sec-fetch-site': 'same-origin',
    'x-forwarded-for': options.ip ?? uniqueIp(),
    ...(options.key === null ? {} : { 'idempotency-key': options.key ?? randomUUID() }),
    ...options.headers,
  };
  return new Request(`${testOrigin}${path}`, {
    method: 'POST',
    headers,
    body: options.raw ?? JSON.stringify(body),
  });
}

/** What a person's browser adds to every form (see bot-check.ts). */
export const humanTiming = { fill_ms: 15_000 };
