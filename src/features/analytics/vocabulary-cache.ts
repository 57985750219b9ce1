import { siteContent } from '@/content/site-content';
import { env } from '@/env';
import { logger, safeError } from '@/lib/logger';
import { fixedVocabulary, siteVocabulary, type Vocabulary } from './site-vocabulary';

/** How long the vocabulary is kept: a page unpublished leaves it within this. */
export const VOCABULARY_MAX_AGE_MS = 5 * 60_000;
/**
 * An unknown name rebuilds a vocabulary older than this: a page published since is known within it,
 * and a flood of unknown names reads the content store at most this often. (Time-bounded, not the
 * publish webhook: that reaches one instance of several.)
 */
export const VOCABULARY_REFRESH_MS = 30_000;

type Entry = { vocabulary: Vocabulary; at: number; maxAgeMs: number };

/**
 * A vocabulary built once and shared by concurrent requests: rebuilt when older than its maximum
 * age, or than `maxAgeMs` when the caller gives one. While `build` fails, the last one is kept (at
 * first `fallback`) and the build is tried again after 30 s.
 */
export function vocabularyCache(build: () => Promise<Vocabulary>, fallback: Vocabulary) {
  let entry: Entry | undefined;
  let loading: Promise<Entry> | undefined;
  const load = async (): Promise<Entry> => {
    try {
      return { vocabulary: await build(), at: Date.now(), maxAgeMs: VOCABULARY_MAX_AGE_MS };
    } catch (error) {
      logger.warn({ err: safeError(error) }, 'analytics vocabulary: content store not readable');
      const vocabulary = entry?.vocabulary ?? fallback;
      return { vocabulary, at: Date.now(), maxAgeMs: VOCABULARY_REFRESH_MS };
    }
  };
  return async (maxAgeMs = Infinity): Promise<Vocabulary> => {
    const current = entry;
    if (current && Date.now() - current.at < Math.min(maxAgeMs, current.maxAgeMs))
      return current.vocabulary;
    loading ??= load().then((loaded) => {
      entry = loaded;
      loading = undefined;
      return loaded;
    });
    return (await loading).vocabulary;
  };
}

/** This process's vocabulary: the published content's pages and slides, the configured campaigns. */
export const knownVocabulary = vocabularyCache(
  () => siteVocabulary(siteContent(), env.ANALYTICS_CAMPAIGNS),
  fixedVocabulary(env.ANALYTICS_CAMPAIGNS),
);
