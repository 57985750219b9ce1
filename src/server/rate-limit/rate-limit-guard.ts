import { getDatabase, isDatabaseOpen } from '@/db/client';
import { isDatabaseUnavailable } from '@/db/database-errors';
import { env } from '@/env';
import { clientIp } from '@/server/api/client-ip';
import {
  enforceRateLimit,
  processRateLimitStore,
  type RateLimitRule,
  type RateLimitStore,
  rateLimitBucket,
} from './rate-limit';
import { tableRateLimitStore } from './rate-limit-repository';

async function rateLimitStore() {
  // Shared counters only where several processes can share the database: PostgreSQL.
  if (!env.DATABASE_URL && !isDatabaseOpen()) return processRateLimitStore();
  const handle = await getDatabase().catch(() => null);
  return handle?.kind === 'postgresql' ? tableRateLimitStore(handle.db) : processRateLimitStore();
}

/** `work` on the shared counters, or on this process's while the database is down. */
export async function withRateLimitStore<T>(work: (store: RateLimitStore) => Promise<T>) {
  try {
    return await work(await rateLimitStore());
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    // A database that is down must not switch the limit off: count in this process meanwhile.
    return work(processRateLimitStore());
  }
}

/** The counter of this client (a hash of its address) for the form or route `name`. */
export const clientBucket = (name: string, request: Request) =>
  rateLimitBucket(name, clientIp(request.headers, env.TRUSTED_PROXY_HOPS));

/** 429 with Retry-After once this client has used up its requests to this route in the window. */
export async function checkRateLimitRule(
  name: string,
  rule: RateLimitRule,
  request: Request,
): Promise<void> {
  const bucket = clientBucket(name, request);
  await withRateLimitStore((store) => enforceRateLimit(store, bucket, rule));
}
