import { createHash } from 'node:crypto';
import { ApiError } from '@/server/api/api-error';

const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,128}$/;

/** The Idempotency-Key header: 400 when a submission comes without one or with a malformed one. */
export function idempotencyKeyOf(headers: Headers): string {
  const key = headers.get('idempotency-key');
  if (!key) throw new ApiError(400, 'idempotency_key_missing');
  if (!KEY_PATTERN.test(key)) throw new ApiError(400, 'idempotency_key_invalid');
  return key;
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/** Same body, same hash, whatever the key order or whitespace. */
export function requestHash(body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(canonical(body)))
    .digest('hex');
}

/** Whose key it is: the client address, hashed with the scope so the table holds no address. */
export function clientHash(scope: string, ip: string): string {
  return createHash('sha256').update(`${scope}\n${ip}`).digest('base64url');
}
