import { describe, expect, it } from 'vitest';
import type { LoanProduct } from '@/content/loan-product';
import { KEPT_READ_MS } from '@/lib/kept-reads';
import { loanProductTerms, termsKeeper } from './loan-products';
import { smeProductEntry } from './testing/sample-terms';

/** A store whose reads are counted, holding `entries` at the time of each read. */
function countedStore() {
  const store = { reads: 0, entries: [] as LoanProduct[], now: 0, down: false };
  const read = () =>
    loanProductTerms(
      {
        loanProducts: async () => {
          store.reads++;
          if (store.down) throw new Error('the Delivery API did not answer');
          return store.entries;
        },
      },
      'kcash_sme_loan',
    );
  const kept = termsKeeper(read, () => store.now);
  /** The terms asked at `now` (ms). */
  const at = (now: number) => {
    store.now = now;
    return kept('kcash_sme_loan');
  };
  return { store, kept, at };
}

describe('the terms a submission is checked against', () => {
  it('are read once a second per process, and again at once after a publish', async () => {
    const { store, kept, at } = countedStore();
    store.entries = [smeProductEntry({ maxAmount: 1_000_000 })];
    expect((await at(0))?.maxAmount).toBe(1_000_000);
    await at(10);
    expect(store.reads).toBe(1);
    // A publish (this instance's webhook) applies to the next submission.
    store.entries = [smeProductEntry({ maxAmount: 2_000_000 })];
    kept.drop();
    expect((await at(20))?.maxAmount).toBe(2_000_000);
    expect(store.reads).toBe(2);
    // Another instance's publish (or an edit of the local store) shows within a second.
    store.entries = [smeProductEntry({ maxAmount: 3_000_000 })];
    expect((await at(20 + KEPT_READ_MS - 1))?.maxAmount).toBe(2_000_000);
    expect((await at(20 + KEPT_READ_MS))?.maxAmount).toBe(3_000_000);
    expect(store.reads).toBe(3);
  });

  it('are not kept while the store has no valid entry: the next request reads again', async () => {
    const { store, at } = countedStore();
    expect(await at(0)).toBeUndefined();
    store.entries = [smeProductEntry()];
    expect(await at(1)).toBeDefined();
    expect(store.reads).toBe(2);
  });

  it('are read again at once after the store did not answer', async () => {
    const { store, kept } = countedStore();
    store.entries = [smeProductEntry()];
    store.down = true;
    expect(await kept('kcash_sme_loan')).toBeUndefined();
    store.down = false;
    expect(await kept('kcash_sme_loan')).toBeDefined();
    expect(store.reads).toBe(2);
  });
});
