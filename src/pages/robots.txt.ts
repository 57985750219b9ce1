import type { APIRoute } from 'astro';
import { env } from '@/env';
import { robotsTxt } from '@/features/sitemap/robots-txt';

export const GET: APIRoute = () =>
  new Response(robotsTxt(env.SITE_ORIGIN), {
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  });
