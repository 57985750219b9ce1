import { getDatabase, isDatabaseOpen } from '@/db/client';
import { isDatabaseUnavailable } from '@/db/database-errors';
import { env } from '@/env';
import { clientIp } from '@/server/api/client-ip';
import type { Endpoint } from '@/server/api/endpoint';
import {
  enforceRateLimit,
  processRateLimitStore,
  type RateLimitRule,
  rateLimitBucket,
} from './rate-limit';
import { tableRateLimitStore } from './rate-limit-repository';

async function rateLimitStore() {
  // Shared counters only where several processes can share the database: PostgreSQL.
  if (!env.DATABASE_URL && !isDatabaseOpen()) return processRateLimitStore();
  const handle = await getDatabase().catch(() => null);
  return handle?.kind === 'postgresql' ? tableRateLimitStore(handle.db) : processRateLimitStore();
}

/** 429 with Retry-After once this client has used up its requests to this endpoint in the window. */
export async function checkRateLimit(endpoint: Endpoint, request: Request): Promise<void> {
  const rule = endpoint.rateLimit === 'submit' ? env.RATE_LIMIT_SUBMIT : env.RATE_LIMIT_READ;
  await checkRateLimitRule(endpoint.name, rule, request);
}

/** The same for a route with its own rule (the analytics collector). */
export async function checkRateLimitRule(
  name: string,
  rule: RateLimitRule,
  request: Request,
): Promise<void> {
  const bucket = rateLimitBucket(name, clientIp(request.headers, env.TRUSTED_PROXY_HOPS));
  try {
    await enforceRateLimit(await rateLimitStore(), bucket, rule);
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    // A database that is down must not switch the limit off: count in this process meanwhile.
    await enforceRateLimit(processRateLimitStore(), bucket, rule);
  }
}
