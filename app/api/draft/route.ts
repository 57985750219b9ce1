import { draftMode } from 'next/headers';
import { env } from '@/env';
import { sameSitePath } from '@/components/navigation/safe-url';
import { secretMatches } from '@/server/publishing/secret';

/**
 * Draft mode for editors: `/api/draft?secret=…&path=/blog/my-post` (Contentful's preview URL).
 * Pages then read the preview clients (drafts included) until /api/draft/disable.
 */
export async function GET(request: Request) {
  const params = new URL(request.url).searchParams;
  if (!env.CONTENT_PREVIEW_SECRET)
    return new Response('Draft mode is not configured', {
      status: 404,
      headers: { 'cache-control': 'no-store' },
    });
  if (!secretMatches(params.get('secret'), env.CONTENT_PREVIEW_SECRET)) {
    return new Response('Invalid secret', {
      status: 401,
      headers: { 'cache-control': 'no-store' },
    });
  }
  (await draftMode()).enable();
  const target = sameSitePath(params.get('path') ?? params.get('slug') ?? undefined, '/');
  return new Response(null, {
    status: 307,
    headers: { Location: target, 'cache-control': 'no-store' },
  });
}
