import { processSingleton } from '@/lib/process-singleton';
import { createReader, type EntryReader } from './reader';
import { createRepository, type ContentRepository } from './repository';
import { contentSource, siteContent } from './site-content';
import type { ResolvedEntry } from './source';

/** How long a read is used: a publish another instance received shows by then. */
export const KEPT_READ_MS = 1000;

type Kept = { entries: Promise<ResolvedEntry[]>; readAt: number };
const keptReads = () => processSingleton('content.keptReads', () => new Map<string, Kept>());

/**
 * `read`, each of its questions answered at most once a second (per `now`, performance.now()); a
 * read that failed is not kept.
 */
export function keptReader(read: EntryReader, now = () => performance.now()): EntryReader {
  return (contentType, locale, query) => {
    const key = JSON.stringify([contentType, locale, query]);
    const reads = keptReads();
    const copy = reads.get(key);
    if (copy && now() - copy.readAt < KEPT_READ_MS) return copy.entries;
    const next: Kept = { entries: read(contentType, locale, query), readAt: now() };
    reads.set(key, next);
    next.entries.catch(() => reads.get(key) === next && reads.delete(key));
    return next.entries;
  };
}

/**
 * The content of a page rendered at every request, never route-cached (the loan and form pages:
 * each view carries its form's own key): published reads kept a second per process, so views cost
 * one content read a second, not one each (on Contentful each is a Delivery API call); a draft
 * preview reads at every view. Never for a route-cached page: a read kept from before a publish
 * would be cached with it.
 */
export function perRequestContent({ preview }: { preview: boolean }): ContentRepository {
  if (preview) return siteContent({ preview });
  return createRepository(keptReader(createReader(contentSource())));
}

/** Forgets the kept reads (the publishing webhook, beside the kept loan terms). */
export const dropKeptContent = (): void => keptReads().clear();
