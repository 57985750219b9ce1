import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { redirectLogs } from '@/lib/logger';
import type { Vocabulary } from './site-vocabulary';
import {
  knownVocabulary,
  VOCABULARY_MAX_AGE_MS,
  VOCABULARY_REFRESH_MS,
  vocabularyCache,
} from './vocabulary-cache';

const vocabulary = (...pages: string[]): Vocabulary => ({
  pages: new Set(pages),
  slides: new Set(),
  campaigns: new Set(),
});

/** A cache over a content store that answers `pages-N` on its Nth build, or fails when told to. */
function countingCache() {
  const store = { builds: 0, failing: false };
  const known = vocabularyCache(async () => {
    if (store.failing) throw new Error('store down');
    store.builds += 1;
    return vocabulary(`pages-${store.builds}`);
  }, vocabulary('homepage'));
  return { store, known, pages: async (maxAgeMs?: number) => [...(await known(maxAgeMs)).pages] };
}

describe('vocabularyCache', () => {
  let restoreLogs = () => {};
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    restoreLogs = redirectLogs({ write: () => true });
  });
  afterEach(() => {
    vi.useRealTimers();
    restoreLogs();
  });

  it('builds once for concurrent events', async () => {
    const { store, known } = countingCache();
    const [first, second] = await Promise.all([known(), known()]);
    expect(second).toBe(first);
    expect(store.builds).toBe(1);
  });

  it('keeps it for its maximum age, and for 30 s when an unknown name asks again', async () => {
    const { pages } = countingCache();
    expect(await pages()).toEqual(['pages-1']);
    vi.advanceTimersByTime(VOCABULARY_REFRESH_MS - 1000);
    expect(await pages(VOCABULARY_REFRESH_MS)).toEqual(['pages-1']);
    vi.advanceTimersByTime(2000);
    expect(await pages(VOCABULARY_REFRESH_MS)).toEqual(['pages-2']);
    vi.advanceTimersByTime(VOCABULARY_MAX_AGE_MS - 1000);
    expect(await pages()).toEqual(['pages-2']);
    vi.advanceTimersByTime(2000);
    expect(await pages()).toEqual(['pages-3']);
  });

  it('keeps the last one while the store fails (the fixed pages before any), trying every 30 s', async () => {
    const { store, pages } = countingCache();
    store.failing = true;
    expect(await pages()).toEqual(['homepage']);
    store.failing = false;
    expect(await pages()).toEqual(['homepage']);
    vi.advanceTimersByTime(VOCABULARY_REFRESH_MS);
    expect(await pages()).toEqual(['pages-1']);
    store.failing = true;
    vi.advanceTimersByTime(VOCABULARY_MAX_AGE_MS);
    expect(await pages()).toEqual(['pages-1']);
  });
});

describe('knownVocabulary', () => {
  it('has the pages and slides of the content store', async () => {
    const known = await knownVocabulary();
    expect(known.pages).toContain('promotions-weekend-dining-offer');
    expect(known.pages).toContain('homepage');
    expect(known.slides).toContain('pay-later');
  });
});
