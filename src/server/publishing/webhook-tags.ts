import { z } from '@/lib/zod';

const id = z.string().regex(/^[A-Za-z0-9._-]{1,64}$/);
const entryType = z.enum(['Entry', 'DeletedEntry']);

/**
 * A Contentful webhook body, as far as the site reads it: an entry (published, unpublished or
 * deleted) with its content type, or an asset. Anything else is no publish of ours (422).
 */
export const webhookPayloadSchema = z.looseObject({
  sys: z.union([
    z.looseObject({
      type: entryType,
      id,
      contentType: z.looseObject({ sys: z.looseObject({ id }) }),
    }),
    z.looseObject({ type: z.enum(['Asset', 'DeletedAsset']), id }),
  ]),
});

/**
 * Cache tags to revalidate for a webhook body: the changed content type's tag, or every content tag
 * for an asset or anything without a content type (an asset can appear on any page).
 */
export function tagsForWebhook(
  body: unknown,
  tagOf: (contentType: string) => string,
  allTag: string,
): string[] {
  const parsed = webhookPayloadSchema.safeParse(body);
  const sys = parsed.success ? parsed.data.sys : undefined;
  const contentType =
    sys?.type === 'Entry' || sys?.type === 'DeletedEntry' ? sys.contentType.sys.id : undefined;
  return contentType ? [tagOf(contentType)] : [allTag];
}
