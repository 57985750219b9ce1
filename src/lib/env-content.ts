// The content keys of src/env.ts's schema (where pages come from, Contentful, draft mode and the
// publishing webhook), kept apart for its size.
import { optional, secret } from '@/lib/env-values';
import { z } from '@/lib/zod';

/** The three keys of one Contentful space: its id and its two tokens. */
function space<S extends string>(name: S, holds: string, called: string) {
  return {
    [`CONTENTFUL_${name}_SPACE_ID`]: optional(z.string().regex(/^[A-Za-z0-9]+$/)).describe(
      `Contentful space of ${holds}`,
    ),
    [`CONTENTFUL_${name}_DELIVERY_TOKEN`]: optional(z.string().min(1)).describe(
      `Content Delivery API token of the ${called}`,
    ),
    [`CONTENTFUL_${name}_PREVIEW_TOKEN`]: optional(z.string().min(1)).describe(
      `Content Preview API token of the ${called} (draft mode)`,
    ),
  } as Record<
    `CONTENTFUL_${S}_${'SPACE_ID' | 'DELIVERY_TOKEN' | 'PREVIEW_TOKEN'}`,
    z.ZodCatch<z.ZodOptional<z.ZodString>>
  >;
}

export const contentEnv = {
  CONTENT_SOURCE: z
    .enum(['local', 'contentful'])
    .optional()
    .describe(
      '`local` (Contentful export files in `CONTENT_DIR`) or `contentful` (each space with keys reads Contentful; a space without keys stays local, with a warning); unset: `local`',
    ),
  CONTENT_DIR: z
    .string()
    .default('content')
    .describe('folder of the local content store (a Contentful export per space)'),
  CONTENTFUL_ENVIRONMENT: z
    .string()
    .regex(/^[A-Za-z0-9._-]+$/)
    .default('master')
    .catch('master')
    .describe('Contentful environment id, one for both spaces'),
  ...space('CARD', 'the card site', 'card space'),
  ...space('SME', 'the SME loan pages', 'SME space'),
  CONTENTFUL_DELIVERY_URL: optional(z.url()).describe(
    'another Delivery API host (EU data residency, a gateway, a test server), e.g. `https://cdn.eu.contentful.com`',
  ),
  CONTENTFUL_PREVIEW_URL: optional(z.url()).describe('another Preview API host'),
  CONTENT_PREVIEW_SECRET: secret.describe(
    'shared secret of the draft-mode link (`/api/draft?secret=…`), 16 characters or more; unset: draft mode is off',
  ),
  CONTENT_WEBHOOK_SECRET: secret.describe(
    'secret the publishing webhook sends in `x-webhook-secret`, 16 characters or more; unset: the webhook answers 401',
  ),
};
