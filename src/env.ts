import { z } from 'zod';

/** The one place that reads process.env. A missing optional key turns an integration off. */
const schema = z.object({
  SITE_ORIGIN: z.url().default('http://localhost:3000'),
  CONTENT_SOURCE: z.enum(['local', 'contentful']).optional(),
  NEXT_DIST_DIR: z.string().default('.next'),
});

export const env = schema.parse({
  SITE_ORIGIN: process.env.SITE_ORIGIN || undefined,
  CONTENT_SOURCE: process.env.CONTENT_SOURCE || undefined,
  NEXT_DIST_DIR: process.env.NEXT_DIST_DIR || undefined,
});
