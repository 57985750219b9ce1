import type { APIRoute } from 'astro';
import { contentAssetRoute } from '@/features/api-routes/content-asset-route';

/** Astro gives the rest as one decoded string; Next gave its segments. */
export const GET: APIRoute = ({ request, params }) =>
  contentAssetRoute(request, (params.path ?? '').split('/'));
