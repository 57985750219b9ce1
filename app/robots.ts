import type { MetadataRoute } from 'next';
import { env } from '@/env';

/** Pages for one visitor only (diagnostics, results, success views, previews) stay out of search. */
const privatePaths = [
  '/tester',
  '/payment_success',
  '/open-app-redirect',
  '/download-app-redirect',
  '/property-valuation/',
  '/api/',
];

export default function robots(): MetadataRoute.Robots {
  const disallow = privatePaths.flatMap((path) =>
    path.startsWith('/api/') ? [path] : [path, `/en-US${path}`],
  );
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: [...disallow, '/*?*preview='] }],
    sitemap: new URL('/sitemap.xml', env.SITE_ORIGIN).href,
  };
}
