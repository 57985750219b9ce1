import MiniSearch from 'minisearch';
import type { AppLocale } from '@/config/locales';
import { CONTENT_TAG, contentTag } from '@/content/content-tags';
import { contentTypes } from '@/content/content-types';
import { siteContent } from '@/content/site-content';
import { processSingleton } from '@/lib/process-singleton';
import { processCacheTags } from '@/server/publishing/process-cache-tags';
import type { SharedCacheTags } from '@/server/publishing/shared-cache-tags';
import { branchDocuments, contentDocuments } from './search-content';
import type { SearchDocument } from './search-document';
import { pageDocuments } from './search-pages';
import { indexTerms } from './search-tokens';

export type SearchIndex = MiniSearch<SearchDocument>;

/** An index of these documents: title and text searched, everything a result shows stored. */
export function createSearchIndex(documents: readonly SearchDocument[]): SearchIndex {
  const index = new MiniSearch<SearchDocument>({
    fields: ['title', 'text'],
    storeFields: ['type', 'title', 'text', 'path'],
    tokenize: indexTerms,
    // The tokenizer has already normalised every term.
    processTerm: (term) => term,
  });
  index.addAll(documents);
  return index;
}

/** A publish of any content type rebuilds the index (the tags the publishing webhook records). */
const publishTags = [CONTENT_TAG, ...Object.values(contentTypes).map(contentTag)];
/** Rebuilt at least hourly, as the route cache keeps a page: a missed webhook heals too. */
const MAX_AGE_MS = 60 * 60 * 1000;

type Built = { index: Promise<SearchIndex>; startedAt: number };
const built = () => processSingleton('search.indexes', () => new Map<AppLocale, Built>());

async function buildIndex(locale: AppLocale): Promise<SearchIndex> {
  const content = await contentDocuments(siteContent(), locale);
  return createSearchIndex([...pageDocuments(locale), ...content, ...branchDocuments(locale)]);
}

/**
 * The search index of a locale, built lazily in each process from the content source every instance
 * reads, and rebuilt after a publish: the webhook drops this process's copy (`dropSearchIndexes`)
 * and, on PostgreSQL, records the tags the other instances ask before they reuse theirs. So every
 * instance answers from the same published content, as their route caches do.
 */
export async function searchIndex(
  locale: AppLocale,
  {
    now = Date.now(),
    shared = processCacheTags(),
  }: { now?: number; shared?: SharedCacheTags } = {},
): Promise<SearchIndex> {
  const current = built().get(locale);
  if (current && now - current.startedAt < MAX_AGE_MS) {
    const expired = await shared?.expiredSince(publishTags, current.startedAt);
    if (!expired) {
      const index = await current.index.catch(() => undefined);
      if (index) return index;
    }
  }
  // The time the build starts: a publish while it reads counts as after it.
  const next: Built = { index: buildIndex(locale), startedAt: now };
  built().set(locale, next);
  return next.index;
}

/** Forgets this process's indexes (the publishing webhook, after the route cache's invalidation). */
export function dropSearchIndexes(): void {
  built().clear();
}
