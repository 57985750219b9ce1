import { revalidateTag } from 'next/cache';
import { CONTENT_TAG, contentTag } from '@/content/queries';
import { env } from '@/env';
import { allRelayed, RELAY_HEADER, relayToPeers } from '@/server/publishing/peer-relay';
import { secretMatches } from '@/server/publishing/secret';
import { tagsForWebhook } from '@/server/publishing/webhook-tags';

const MAX_BODY_BYTES = 32 * 1024;
const noStore = { 'cache-control': 'no-store' };
const fail = (status: number, code: string) =>
  Response.json({ error: { code } }, { status, headers: noStore });

/**
 * Contentful's publish webhook: `x-webhook-secret` must match CONTENT_WEBHOOK_SECRET (401 otherwise).
 * The pages that read the changed content type are regenerated on their next visit. With several
 * instances, the one that receives it relays it to the others (REVALIDATE_PEERS); any peer that did not
 * take it makes the answer 502, so the publisher retries (revalidating twice is harmless).
 */
export async function POST(request: Request) {
  const secret = request.headers.get('x-webhook-secret');
  if (!secretMatches(secret, env.CONTENT_WEBHOOK_SECRET)) return fail(401, 'unauthorized');
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
  // expire 0: the next visit renders fresh content instead of serving the old page once more.
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  if (request.headers.get(RELAY_HEADER) || env.REVALIDATE_PEERS.length === 0)
    return Response.json({ revalidated: tags }, { headers: noStore });
  const peers = await relayToPeers(env.REVALIDATE_PEERS, {
    body: text,
    contentType: type,
    secret: secret!,
  });
  return Response.json(
    { revalidated: tags, peers },
    { status: allRelayed(peers) ? 200 : 502, headers: noStore },
  );
}
