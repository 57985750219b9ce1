// The fields the content types of model.ts are made of: assets, rich text, slugs, dates, text.
import { BLOCKS, TOP_LEVEL_BLOCKS, type TopLevelBlock } from '@contentful/rich-text-types';
import { z } from '@/lib/zod';
import { isValidSlug } from '@/lib/slug';

export const assetSchema = z.object({
  kind: z.literal('asset'),
  id: z.string(),
  title: z.string(),
  description: z.string(),
  url: z.string().min(1),
  contentType: z.string(),
  fileName: z.string(),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
});
export type ContentAsset = z.infer<typeof assetSchema>;

export const imageAsset = assetSchema.refine(
  (a) => a.contentType.startsWith('image/') && a.width && a.height,
  {
    message: 'an image with width and height',
  },
);

/** A block a rich-text document may hold at its top level; the renderer checks what is inside it. */
function isTopLevelBlock(node: unknown): node is TopLevelBlock {
  return (
    typeof node === 'object' &&
    node !== null &&
    'nodeType' in node &&
    TOP_LEVEL_BLOCKS.some((type) => type === node.nodeType) &&
    'content' in node &&
    Array.isArray(node.content) &&
    'data' in node &&
    typeof node.data === 'object' &&
    node.data !== null
  );
}

export const richTextSchema = z.object({
  nodeType: z.literal(BLOCKS.DOCUMENT),
  content: z.array(z.custom<TopLevelBlock>(isTopLevelBlock, { message: 'a rich-text block' })),
  data: z.record(z.string(), z.unknown()).default({}),
});

export const slug = z.string().refine(isValidSlug, { message: 'a slug of lower-case words' });
export const date = z
  .string()
  .refine((s) => !Number.isNaN(Date.parse(s)), { message: 'an ISO date' });
export const text = z.string().trim().min(1);
export const optionalText = z.string().trim().optional();
