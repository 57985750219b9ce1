import path from 'node:path';
import type { env as appEnv } from '@/env';
import type { SpaceConfig } from './contentful/client-params';
import { createContentfulSource } from './contentful/contentful-source';
import { createLocalSource } from './local/local-source';
import { spaceKeys, type ContentSource, type SpaceKey } from './source';

type Env = Pick<
  typeof appEnv,
  | 'CONTENT_SOURCE'
  | 'CONTENT_DIR'
  | 'CONTENTFUL_ENVIRONMENT'
  | 'CONTENTFUL_CARD_SPACE_ID'
  | 'CONTENTFUL_CARD_DELIVERY_TOKEN'
  | 'CONTENTFUL_CARD_PREVIEW_TOKEN'
  | 'CONTENTFUL_SME_SPACE_ID'
  | 'CONTENTFUL_SME_DELIVERY_TOKEN'
  | 'CONTENTFUL_SME_PREVIEW_TOKEN'
  | 'CONTENTFUL_DELIVERY_URL'
  | 'CONTENTFUL_PREVIEW_URL'
>;

/** The Contentful spaces that have a space id and a delivery token. */
export function contentfulSpaces(env: Env): Partial<Record<SpaceKey, SpaceConfig>> {
  const keys = {
    card: [
      env.CONTENTFUL_CARD_SPACE_ID,
      env.CONTENTFUL_CARD_DELIVERY_TOKEN,
      env.CONTENTFUL_CARD_PREVIEW_TOKEN,
    ],
    sme: [
      env.CONTENTFUL_SME_SPACE_ID,
      env.CONTENTFUL_SME_DELIVERY_TOKEN,
      env.CONTENTFUL_SME_PREVIEW_TOKEN,
    ],
  } as const;
  const spaces: Partial<Record<SpaceKey, SpaceConfig>> = {};
  for (const space of spaceKeys) {
    const [spaceId, deliveryToken, previewToken] = keys[space];
    if (!spaceId || !deliveryToken) continue;
    spaces[space] = {
      spaceId,
      deliveryToken,
      ...(previewToken ? { previewToken } : {}),
      environment: env.CONTENTFUL_ENVIRONMENT,
      ...(env.CONTENTFUL_DELIVERY_URL ? { deliveryUrl: env.CONTENTFUL_DELIVERY_URL } : {}),
      ...(env.CONTENTFUL_PREVIEW_URL ? { previewUrl: env.CONTENTFUL_PREVIEW_URL } : {}),
    };
  }
  return spaces;
}

/**
 * The local store unless CONTENT_SOURCE=contentful; then each configured space reads Contentful and
 * a space without keys stays on the local store (with a warning), so a missing key never breaks a build.
 */
export function selectSource(
  env: Env,
  warn: (message: string) => void = console.warn,
): ContentSource {
  const local = createLocalSource(path.resolve(process.cwd(), env.CONTENT_DIR));
  if (env.CONTENT_SOURCE !== 'contentful') return local;
  const spaces = contentfulSpaces(env);
  const missing = spaceKeys.filter((space) => !spaces[space]);
  if (missing.length === spaceKeys.length) {
    warn('[content] CONTENT_SOURCE=contentful but no space has keys: using the local store');
    return local;
  }
  if (missing.length)
    warn(
      `[content] no Contentful keys for ${missing.join(', ')}: that content comes from the local store`,
    );
  const contentful = createContentfulSource({
    spaces,
    log: (level, data) => level !== 'info' && warn(`[contentful] ${level} ${String(data)}`),
  });
  return {
    name: 'contentful',
    entries: (space, query, options) =>
      (spaces[space] ? contentful : local).entries(space, query, options),
    version: async (space) => (spaces[space] ? contentful : local).version?.(space) ?? '',
  };
}
