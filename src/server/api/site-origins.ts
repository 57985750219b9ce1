import { env } from '@/env';

/** The origins the site is served on: posts from their pages pass the CSRF check. */
export const siteOrigins = (): string[] => [env.SITE_ORIGIN, ...env.EXTRA_SITE_ORIGINS];
