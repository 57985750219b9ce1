import { describe, expect, it } from 'vitest';
import type { LoanProduct } from '@/content/loan-product';
import { loanProductTerms, TERMS_KEPT_MS, termsKeeper } from './loan-products';
import { smeProductEntry } from './testing/sample-terms';

/** A store whose reads are counted, holding `entries` at the time of each read. */
function countedStore() {
  const store = { reads: 0, entries: [] as LoanProduct[] };
  const read = () =>
    loanProductTerms(
      { loanProducts: async () => (store.reads++, store.entries) },
      'kcash_sme_loan',
    );
  return { store, kept: termsKeeper(read) };
}

describe('the terms a submission is checked against', () => {
  it('are read once a second per process, and again at once after a publish', async () => {
    const { store, kept } = countedStore();
    store.entries = [smeProductEntry({ maxAmount: 1_000_000 })];
    expect((await kept('kcash_sme_loan', 0))?.maxAmount).toBe(1_000_000);
    await kept('kcash_sme_loan', 10);
    expect(store.reads).toBe(1);
    // A publish (this instance's webhook) applies to the next submission.
    store.entries = [smeProductEntry({ maxAmount: 2_000_000 })];
    kept.drop();
    expect((await kept('kcash_sme_loan', 20))?.maxAmount).toBe(2_000_000);
    expect(store.reads).toBe(2);
    // Another instance's publish (or an edit of the local store) shows within a second.
    store.entries = [smeProductEntry({ maxAmount: 3_000_000 })];
    expect((await kept('kcash_sme_loan', 20 + TERMS_KEPT_MS - 1))?.maxAmount).toBe(2_000_000);
    expect((await kept('kcash_sme_loan', 20 + TERMS_KEPT_MS))?.maxAmount).toBe(3_000_000);
    expect(store.reads).toBe(3);
  });

  it('are not kept while the store has no valid entry: the next request reads again', async () => {
    const { store, kept } = countedStore();
    expect(await kept('kcash_sme_loan', 0)).toBeUndefined();
    store.entries = [smeProductEntry()];
    expect(await kept('kcash_sme_loan', 1)).toBeDefined();
    expect(store.reads).toBe(2);
  });
});
