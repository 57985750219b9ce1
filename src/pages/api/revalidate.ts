import type { APIRoute } from 'astro';
import { revalidateWebhook } from '@/server/publishing/revalidate-webhook';
import { methodNotAllowed } from '@/server/api/method-not-allowed';

/** The publish webhook: the route cache's provider records the tags for every instance, then drops its pages. */
export const POST: APIRoute = ({ request, cache }) =>
  revalidateWebhook(request, (tags) => cache.invalidate({ tags }));

export const ALL = methodNotAllowed('POST');
