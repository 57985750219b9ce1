import { z } from '@/lib/zod';

/** The parts of a Contentful webhook body the site reads (entries and assets, published or deleted). */
const payloadSchema = z.looseObject({
  sys: z.looseObject({
    type: z.string(),
    id: z.string().optional(),
    contentType: z
      .object({ sys: z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) }) })
      .optional(),
  }),
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
  const parsed = payloadSchema.safeParse(body);
  const contentType = parsed.success ? parsed.data.sys.contentType?.sys.id : undefined;
  return contentType ? [tagOf(contentType)] : [allTag];
}
