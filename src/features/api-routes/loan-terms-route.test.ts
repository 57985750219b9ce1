import { afterEach, expect, it, vi } from 'vitest';
import type { LoanProduct } from '@/content/loan-product';
import { describeEachDatabase } from '@/db/testing/each-database';
import { validApplication, validEnquiry } from '@/features/sme-loan/testing/sme-fixtures';
import { apiRequest, humanTiming } from '@/server/api/testing/api-request';
import { jsonRoute } from './route-lookup';

/** The loan product entries the store holds in this test: the sample's, or what a test puts. */
const store = vi.hoisted(() => ({ products: undefined as undefined | (() => Promise<unknown>) }));
vi.mock('@/content/site-content', async (original) => {
  const real = await original<typeof import('@/content/site-content')>();
  return {
    ...real,
    siteContent: (options?: { preview?: boolean }) => {
      const repository = real.siteContent(options);
      const products = store.products;
      return products ? { ...repository, loanProducts: products } : repository;
    },
  };
});
afterEach(() => {
  store.products = undefined;
});

const validate = jsonRoute('kcash_sme_loan_application_validate');
const enquire = jsonRoute('kcash_sme_loan_enquiry');
const ownerEnquiry = jsonRoute('konew_loan_enquiry');
const published = (changes: Partial<LoanProduct>): LoanProduct => ({
  id: 'loan-product-kcash-sme-loan',
  productType: 'kcash_sme_loan',
  minAmount: 50_000,
  maxAmount: 3_000_000,
  minMonths: 6,
  maxMonths: 60,
  minFlatRateBasisPoints: 25,
  maxFlatRateBasisPoints: 120,
  handlingFeeBasisPoints: 0,
  exampleAmountHkd: 500_000,
  exampleMonths: 36,
  exampleFlatRateBasisPoints: 45,
  ...changes,
});
const application = (changes: object = {}) =>
  apiRequest('/api/v2/kcash_sme_loan_application_validate', {
    ...validApplication(),
    ...changes,
  });

describeEachDatabase("the loan routes judge amounts by the content store's entry", () => {
  it('checks the amount and term against the published range read at the request', async () => {
    expect((await validate(application())).status).toBe(200);
    const far = await validate(application({ loan_amount: 3_500_000, repayment_period: 72 }));
    expect(far.status).toBe(422);
    expect((await far.json()).error.fields).toEqual({
      loan_amount: 'above_product_maximum',
      repayment_period: 'above_product_maximum',
    });
    // A publish raises the maximum: the same request now passes, with no change of code.
    store.products = async () => [published({ maxAmount: 5_000_000, maxMonths: 84 })];
    const raised = await validate(application({ loan_amount: 3_500_000, repayment_period: 72 }));
    expect(raised.status).toBe(200);
  });

  it('answers 503 content_unavailable (never 500, never a guess) without a valid entry', async () => {
    for (const products of [
      async () => [],
      async () => [published({ minAmount: 9_000_000 })],
      async () => {
        throw new Error('content store down');
      },
    ]) {
      store.products = products;
      const response = await validate(application());
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBeTruthy();
      expect(await response.json()).toEqual({ error: { code: 'content_unavailable' } });
    }
    const enquiry = await enquire(
      apiRequest('/api/v2/kcash_sme_loan_enquiry', { ...validEnquiry(), ...humanTiming }),
    );
    expect(enquiry.status).toBe(503);
    const owner = await ownerEnquiry(
      apiRequest('/api/v2/konew_loan_enquiry', {
        name: 'Chan Tai Man',
        mobile: '91234567',
        agree_tnc: true,
        locale: 'en-US',
        ...humanTiming,
      }),
    );
    expect(owner.status).toBe(503);
  });
});
