import { keptReads, type KeptRead } from '@/lib/kept-reads';
import { processSingleton } from '@/lib/process-singleton';
import { createReader, type EntryReader } from './reader';
import { createRepository, type ContentRepository } from './repository';
import { contentSource, siteContent } from './site-content';
import type { ResolvedEntry } from './source';

const keptEntries = () =>
  processSingleton('content.keptReads', () => new Map<string, KeptRead<ResolvedEntry[]>>());

/** `read`, each of its questions answered at most once a second (src/lib/kept-reads.ts). */
export function keptReader(read: EntryReader, now?: () => number): EntryReader {
  const kept = keptReads((question: Parameters<EntryReader>) => read(...question), {
    now,
    kept: keptEntries(),
  });
  return (...question) => kept(question);
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
export const dropKeptContent = (): void => keptEntries().clear();
