import { createHash, timingSafeEqual } from 'node:crypto';
import { headers } from 'next/headers';
import { env } from '@/env';

export const DIAGNOSTICS_SECRET_HEADER = 'x-diagnostics-secret';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Whether this request may see the server's diagnostics (build, content source, database state):
 * always outside production; in production only with `DIAGNOSTICS_SECRET` in the request header.
 */
export async function mayShowDiagnostics(): Promise<boolean> {
  if (process.env.NODE_ENV !== 'production') return true;
  const secret = env.DIAGNOSTICS_SECRET;
  const given = (await headers()).get(DIAGNOSTICS_SECRET_HEADER);
  if (!secret || given === null) return false;
  return timingSafeEqual(digest(given), digest(secret));
}
