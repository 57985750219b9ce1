import type { APIRoute } from 'astro';
import { contentAssetRoute } from '@/features/api-routes/content-asset-route';

/** Astro gives the rest of the path as one decoded string; the handler takes its segments. */
export const GET: APIRoute = ({ request, params }) =>
  contentAssetRoute(request, (params.path ?? '').split('/'));
