import { unstable_cache } from 'next/cache';
import { draftMode } from 'next/headers';
import { spaceOf } from './content-types';
import { createReader, type EntryReader } from './reader';
import { createRepository, type ContentRepository } from './repository';
import { contentSource } from './site-content';
import type { ContentSource } from './source';
import { CONTENT_TAG, contentTag } from './content-tags';

/** Draft mode is on only inside a request that carries its cookie (never at build time). */
async function isPreview(): Promise<boolean> {
  try {
    return (await draftMode()).isEnabled;
  } catch {
    return false;
  }
}

function cachedReader(base: EntryReader, source: ContentSource): EntryReader {
  return async (contentType, locale, query = {}) => {
    const version = (await source.version?.(spaceOf(contentType))) ?? '';
    // Kept until the publish webhook revalidates the tag; the version starts a fresh key when the source changes.
    return unstable_cache(
      () => base(contentType, locale, query),
      ['content', source.name, version, contentType, locale, JSON.stringify(query)],
      {
        tags: [CONTENT_TAG, contentTag(contentType)],
      },
    )();
  };
}

/**
 * The content of the current request: published content through the cache, or, in draft mode,
 * the preview clients (drafts included) with no cache.
 */
export async function getContent(): Promise<ContentRepository> {
  const s = contentSource();
  if (await isPreview()) return createRepository(createReader(s, { preview: true }));
  return createRepository(cachedReader(createReader(s), s));
}

export { isPreview };
