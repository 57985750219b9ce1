import { createHash, timingSafeEqual } from 'node:crypto';
import { env } from '@/env';

export const DIAGNOSTICS_SECRET_HEADER = 'x-diagnostics-secret';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Whether a request may see the server's diagnostics (build, content source, database state):
 * always outside production; in production only when `given` (the request's
 * `x-diagnostics-secret` header, or null) is `DIAGNOSTICS_SECRET`.
 */
export function diagnosticsAllowed(given: string | null): boolean {
  if (process.env.NODE_ENV !== 'production') return true;
  const secret = env.DIAGNOSTICS_SECRET;
  if (!secret || given === null) return false;
  return timingSafeEqual(digest(given), digest(secret));
}
