import { env } from '@/env';
import type { AllowedOrigins } from './request-guards';

/**
 * The origins the site is served on: posts from their pages pass the CSRF check. Without a
 * SITE_ORIGIN (a laptop: the default `http://localhost:3000` is a guess), the request's own origin too.
 */
export const siteOrigins = (): AllowedOrigins => ({
  configured: [env.SITE_ORIGIN, ...env.EXTRA_SITE_ORIGINS],
  ownOrigin: !env.siteOriginConfigured,
});
