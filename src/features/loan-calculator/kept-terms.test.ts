import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LoanProduct } from '@/content/loan-product';
import { notifyPublish } from '@/server/publishing/publish-listeners';
import { TERMS_KEPT_MS, termsForRequest } from './loan-products';
import { smeProductEntry } from './testing/sample-terms';

// The site's content, counted: each read of the SME product's entries.
const reads = vi.hoisted(() => ({ count: 0, entries: [] as LoanProduct[] }));
vi.mock('@/content/site-content', () => ({
  siteContent: () => ({
    loanProducts: async () => (reads.count++, reads.entries),
  }),
}));

describe('the terms a submission is checked against', () => {
  afterEach(() => vi.useRealTimers());

  it('are read once a second per process, and again at once after a publish', async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    reads.entries = [smeProductEntry({ maxAmount: 1_000_000 })];
    notifyPublish(['content']);
    reads.count = 0;
    expect((await termsForRequest('kcash_sme_loan')).maxAmount).toBe(1_000_000);
    await termsForRequest('kcash_sme_loan');
    expect(reads.count).toBe(1);
    // A publish (this instance's webhook) applies to the next submission.
    reads.entries = [smeProductEntry({ maxAmount: 2_000_000 })];
    notifyPublish(['content', 'content:kcashLoanProduct']);
    expect((await termsForRequest('kcash_sme_loan')).maxAmount).toBe(2_000_000);
    expect(reads.count).toBe(2);
    // Another instance's publish (or an edit of the local store) shows within a second.
    reads.entries = [smeProductEntry({ maxAmount: 3_000_000 })];
    vi.advanceTimersByTime(TERMS_KEPT_MS);
    expect((await termsForRequest('kcash_sme_loan')).maxAmount).toBe(3_000_000);
    expect(reads.count).toBe(3);
  });

  it('are not kept while the store has no valid entry: the next request reads again', async () => {
    reads.entries = [];
    notifyPublish(['content']);
    reads.count = 0;
    await expect(termsForRequest('kcash_sme_loan')).rejects.toMatchObject({ status: 503 });
    reads.entries = [smeProductEntry()];
    await expect(termsForRequest('kcash_sme_loan')).resolves.toBeDefined();
    expect(reads.count).toBe(2);
  });
});
