// Readiness of the content source, space by space as src/content/select-source.ts picks it: a space
// with Contentful keys (CONTENT_SOURCE=contentful) asks the Delivery API for one entry, through the
// official SDK with no retries; any other space's local export must load and parse.
import path from 'node:path';
import { createClient } from 'contentful';
import { clientParams, type SpaceConfig } from '@/content/contentful/client-params';
import { loadSpaceExport } from '@/content/local/export-file';
import { contentfulSpaces } from '@/content/select-source';
import { spaceKeys, type SpaceKey } from '@/content/source';
import type { env as appEnv } from '@/env';

export type ContentEnv = Parameters<typeof contentfulSpaces>[0];

/** Rejects when `work` has not settled within `ms` (the work itself is left to finish). */
export async function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      work,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** One delivery request of the smallest answer: an entry, no links. */
async function pingContentful(config: SpaceConfig, budgetMs: number): Promise<void> {
  const client = createClient({
    ...clientParams(config, 'delivery'),
    timeout: budgetMs,
    retryOnError: false,
    logHandler: () => undefined,
  });
  await client.getEntries({ limit: 1, include: 0 });
}

/** Whether every space's content can be read now, each check within `budgetMs`. */
export async function contentReady(
  env: ContentEnv & Pick<typeof appEnv, 'CONTENT_SOURCE' | 'CONTENT_DIR'>,
  budgetMs: number,
): Promise<boolean> {
  const spaces = env.CONTENT_SOURCE === 'contentful' ? contentfulSpaces(env) : {};
  const contentDir = path.resolve(process.cwd(), env.CONTENT_DIR);
  const check = (space: SpaceKey): Promise<unknown> => {
    const config = spaces[space];
    return config
      ? pingContentful(config, budgetMs)
      : loadSpaceExport(path.join(contentDir, space));
  };
  const results = await Promise.allSettled(
    spaceKeys.map((space) => within(check(space), budgetMs)),
  );
  return results.every((result) => result.status === 'fulfilled');
}
