import { env } from '@/env';
import type { TrackerConfig } from './tracker';

/**
 * The embedded collector's key when ANALYTICS_WRITE_KEY is unset. Public like any write key: every
 * page carries it, and it can only add events.
 */
export const LOCAL_COLLECTOR_KEY = 'konew-local-collector';

export const writeKey = () => env.ANALYTICS_WRITE_KEY ?? LOCAL_COLLECTOR_KEY;

/** What the tracker in every page gets: the tracking service, or the site's own collector. */
export function trackerConfig(): TrackerConfig {
  const host = env.ANALYTICS_HOST?.replace(/\/+$/, '');
  return { endpoint: host ? `${host}/v1/track` : '/v1/track', writeKey: writeKey() };
}

/** The built-in collector serves only when no other tracking service is configured. */
export function collectorEnabled(): boolean {
  return (
    !env.ANALYTICS_HOST || new URL(env.ANALYTICS_HOST).origin === new URL(env.SITE_ORIGIN).origin
  );
}
