import type { MetadataRoute } from 'next';
import { env } from '@/env';
import { robotsRules } from '@/features/sitemap/robots-txt';

export default function robots(): MetadataRoute.Robots {
  return robotsRules(env.SITE_ORIGIN);
}
