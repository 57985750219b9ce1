import { revalidateTag } from 'next/cache';
import { CONTENT_TAG, contentTag } from '@/content/queries';
import { env } from '@/env';
import { logger } from '@/lib/logger';
import { secretMatches } from '@/server/publishing/secret';
import { installedSharedCacheTags } from '@/server/publishing/shared-cache-tags';
import { tagsForWebhook } from '@/server/publishing/webhook-tags';

const MAX_BODY_BYTES = 32 * 1024;
const noStore = { 'cache-control': 'no-store' };
const fail = (status: number, code: string, headers: Record<string, string> = {}) =>
  Response.json({ error: { code } }, { status, headers: { ...noStore, ...headers } });
// expire 0: the next visit renders fresh content instead of serving the old page once more.
const expireNow = { expire: 0 };

/**
 * Contentful's publish webhook: `x-webhook-secret` must match CONTENT_WEBHOOK_SECRET (401 otherwise).
 * The pages that read the changed content type are regenerated on their next visit, on every instance:
 * on PostgreSQL the tags are recorded there first (src/server/publishing/shared-cache-tags.ts), and
 * only once they are is the answer 200; otherwise 503, so the publisher retries (it is idempotent).
 */
export async function POST(request: Request) {
  if (!secretMatches(request.headers.get('x-webhook-secret'), env.CONTENT_WEBHOOK_SECRET))
    return fail(401, 'unauthorized');
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/(?:json|vnd\.contentful\.management\.v1\+json)\b/.test(type))
    return fail(415, 'unsupported_media_type');
  const text = await request.text();
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) return fail(413, 'payload_too_large');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return fail(400, 'invalid_json');
  }
  const tags = tagsForWebhook(body, contentTag, CONTENT_TAG);
  try {
    await installedSharedCacheTags()?.revalidate(tags, expireNow);
  } catch (error) {
    logger.error({ err: error, tags }, 'publish not recorded in the shared cache tags');
    return fail(503, 'database_unavailable', { 'retry-after': '30' });
  }
  for (const tag of tags) revalidateTag(tag, expireNow);
  return Response.json({ revalidated: tags }, { headers: noStore });
}
