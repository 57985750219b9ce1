import { CONTENT_TAG, contentTag } from '@/content/content-tags';
import { env } from '@/env';
import { logger } from '@/lib/logger';
import { countPublishCall } from '@/server/telemetry/site-metrics';
import { secretMatches } from './secret';
import { tagsForWebhook, webhookPayloadSchema } from './webhook-tags';

const MAX_BODY_BYTES = 32 * 1024;
/** What Contentful sends, exactly: `application/json-patch+json` is not one. */
const mediaTypes = new Set(['application/json', 'application/vnd.contentful.management.v1+json']);
const noStore = { 'cache-control': 'no-store' };
const fail = (status: number, code: string, headers: Record<string, string> = {}) =>
  Response.json({ error: { code } }, { status, headers: { ...noStore, ...headers } });

/**
 * Contentful's publish webhook (`POST /api/revalidate`): `x-webhook-secret` must match
 * CONTENT_WEBHOOK_SECRET (401 otherwise). `invalidate` drops the pages of the changed content type on
 * every instance: it records the tags in the shared table (PostgreSQL) and then drops its own copies.
 * 200 only once that is done; otherwise 503, so the publisher retries (it is idempotent).
 */
export async function revalidateWebhook(
  request: Request,
  invalidate: (tags: string[]) => Promise<void>,
): Promise<Response> {
  const response = await answerWebhook(request, invalidate);
  countPublishCall(response.status);
  return response;
}

async function answerWebhook(request: Request, invalidate: (tags: string[]) => Promise<void>) {
  if (!secretMatches(request.headers.get('x-webhook-secret'), env.CONTENT_WEBHOOK_SECRET))
    return fail(401, 'unauthorized');
  const type = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (!type || !mediaTypes.has(type)) return fail(415, 'unsupported_media_type');
  const text = await request.text();
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) return fail(413, 'payload_too_large');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return fail(400, 'invalid_json');
  }
  // `null`, `[]`, `{}` or `123` would otherwise mean "an asset changed": empty every cache.
  if (!webhookPayloadSchema.safeParse(body).success) return fail(422, 'invalid_payload');
  const tags = tagsForWebhook(body, contentTag, CONTENT_TAG);
  try {
    await invalidate(tags);
  } catch (error) {
    logger.error({ err: error, tags }, 'publish not recorded in the shared cache tags');
    return fail(503, 'database_unavailable', { 'retry-after': '30' });
  }
  return Response.json({ revalidated: tags }, { headers: noStore });
}
