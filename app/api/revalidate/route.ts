import { revalidateTag } from 'next/cache';
import { installedSharedCacheTags } from '@/server/publishing/shared-cache-tags';
import { revalidateWebhook } from '@/server/publishing/revalidate-webhook';

// expire 0: the next visit renders fresh content instead of serving the old page once more.
const expireNow = { expire: 0 };

/** The publish webhook (src/server/publishing/revalidate-webhook.ts) on Next's cache. */
export function POST(request: Request) {
  return revalidateWebhook(request, async (tags) => {
    await installedSharedCacheTags()?.revalidate(tags, expireNow);
    for (const tag of tags) revalidateTag(tag, expireNow);
  });
}
