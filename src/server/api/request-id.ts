import { randomUUID } from 'node:crypto';

/** A UUID of any version in its canonical 8-4-4-4-12 form, either case. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The request's id: the caller's `X-Request-Id` when it is a UUID (lower-cased), otherwise a new one.
 * Nothing else a client writes there reaches an answer or a log line.
 */
export function requestIdOf(headers: Headers): string {
  const given = headers.get('x-request-id');
  return given !== null && UUID.test(given) ? given.toLowerCase() : randomUUID();
}
