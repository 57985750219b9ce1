import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLocalSource } from '@/content/local/local-source';
import type { LoanProduct } from '@/content/loan-product';
import { createReader } from '@/content/reader';
import { createRepository } from '@/content/repository';
import { exampleQuote } from './loan-quote';
import { loanProductTerms, termsForRequest, termsProblems } from './loan-products';
import { ownerTerms, smeProductEntry, smeTerms } from './testing/sample-terms';

const sample = createRepository(
  createReader(createLocalSource(path.resolve(__dirname, '../../../content'))),
);

const entry = smeProductEntry;
/** A store holding these entries of every loan product type. */
const store = (...entries: LoanProduct[]) => ({ loanProducts: async () => entries });

describe('loanProductTerms', () => {
  it("reads each product's published terms from its own space of the sample store", async () => {
    expect(await loanProductTerms(sample, 'kcash_sme_loan')).toEqual(smeTerms);
    expect(await loanProductTerms(sample, 'property_owner_loan')).toEqual(ownerTerms);
  });

  it('prices the SME page example from the entry: HK$500,000, 36 months, 0.45% flat = 10.50% APR', async () => {
    const terms = await loanProductTerms(sample, 'kcash_sme_loan');
    const quote = exampleQuote(terms!);
    expect(Math.round(quote.effectiveAnnualRate * 10_000) / 100).toBe(10.5);
  });

  it('follows the entry: a publish changes the figures without a change of code', async () => {
    const moved = await loanProductTerms(store(entry({ maxAmount: 5_000_000 })), 'kcash_sme_loan');
    expect(moved?.maxAmount).toBe(5_000_000);
  });

  it('gives nothing for a store without the entry, or with only another product', async () => {
    expect(await loanProductTerms(store(), 'kcash_sme_loan')).toBeUndefined();
    expect(await loanProductTerms(store(entry()), 'property_owner_loan')).toBeUndefined();
  });

  it('gives nothing when the store cannot answer', async () => {
    const down = {
      loanProducts: async (): Promise<LoanProduct[]> => {
        throw new Error('ECONNREFUSED');
      },
    };
    expect(await loanProductTerms(down, 'kcash_sme_loan')).toBeUndefined();
  });

  it.each([
    [{ minAmount: 4_000_000 }, 'amount: minimum above maximum'],
    [{ minMonths: 61 }, 'months: minimum above maximum'],
    [{ minFlatRateBasisPoints: 200 }, 'flat rate: minimum above maximum'],
    [{ exampleAmountHkd: 10_000 }, 'example amount outside the range'],
    [{ exampleMonths: 72 }, 'example months outside the range'],
    [{ exampleFlatRateBasisPoints: 10 }, 'example flat rate outside the range'],
    [{ handlingFeeBasisPoints: 10_000 }, 'handling fee: the whole amount or more'],
  ])(
    'refuses an entry whose terms disagree (%o): never a wrong quotation',
    async (changes, problem) => {
      expect(termsProblems(entry(changes))).toContain(problem);
      expect(await loanProductTerms(store(entry(changes)), 'kcash_sme_loan')).toBeUndefined();
    },
  );
});

describe('termsForRequest', () => {
  it("answers with the sample store's terms", async () => {
    expect(await termsForRequest('property_owner_loan')).toEqual(ownerTerms);
  });
});
