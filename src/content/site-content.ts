import { env } from '@/env';
import { createReader } from './reader';
import { createRepository, type ContentRepository } from './repository';
import { selectSource } from './select-source';
import type { ContentSource } from './source';

let source: ContentSource | undefined;

/** The configured content source (local export or Contentful), made once per process. */
export function contentSource(): ContentSource {
  source ??= selectSource(env);
  return source;
}

/**
 * The site's content for one render, framework-free: published entries, or with `preview` the
 * drafts too. Rendered pages are cached whole (route cache, tagged by content type), so reads
 * here are not cached again.
 */
export function siteContent({ preview = false }: { preview?: boolean } = {}): ContentRepository {
  return createRepository(createReader(contentSource(), { preview }));
}
