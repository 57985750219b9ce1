import { sameSitePath } from '@/components/navigation/safe-url';
import { env } from '@/env';
import { clearedDraftCookie, draftCookie } from '@/server/publishing/draft-mode';
import { secretMatches } from '@/server/publishing/secret';

const noStore = { 'cache-control': 'no-store' };
const back = (target: string, cookie: string) =>
  new Response(null, {
    status: 307,
    headers: { Location: target, ...noStore, 'set-cookie': cookie },
  });

/**
 * Draft mode for editors: `/api/draft?secret=…&path=/blog/my-post` (Contentful's preview URL) sets the
 * signed preview cookie (src/server/publishing/draft-mode.ts); pages then read drafts and are not
 * cached until /api/draft/disable.
 */
export function enableDraft(request: Request): Response {
  const params = new URL(request.url).searchParams;
  const secret = env.CONTENT_PREVIEW_SECRET;
  if (!secret)
    return new Response('Draft mode is not configured', { status: 404, headers: noStore });
  if (!secretMatches(params.get('secret'), secret))
    return new Response('Invalid secret', { status: 401, headers: noStore });
  return back(
    sameSitePath(params.get('path') ?? params.get('slug') ?? undefined, '/'),
    draftCookie(secret),
  );
}

/** Leaves draft mode and returns to the page (a same-site path only). */
export function disableDraft(request: Request): Response {
  const target = sameSitePath(new URL(request.url).searchParams.get('path') ?? undefined, '/');
  return back(target, clearedDraftCookie);
}
