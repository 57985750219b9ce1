import { expect, it } from 'vitest';
import { smeProductEntry } from '@/features/loan-calculator/testing/sample-terms';
import type { LoanProduct } from '@/content/loan-product';
import { describeEachDatabase } from '@/db/testing/each-database';
import { ownerLoanEnquiryEndpoint } from '@/features/owner-loan/owner-loan-endpoints';
import { ownerLoanRequests } from '@/features/owner-loan/owner-loan-requests';
import { smeLoanApplicationValidateEndpoint } from '@/features/sme-loan/sme-loan-endpoints';
import { smeLoanRequests } from '@/features/sme-loan/sme-loan-requests';
import { validApplication } from '@/features/sme-loan/testing/sme-fixtures';
import { apiRoute } from '@/server/api/api-route';
import { apiRequest, humanTiming } from '@/server/api/testing/api-request';
import { jsonRoute } from './route-lookup';

const published = smeProductEntry;
type Products = () => Promise<LoanProduct[]>;
/** The validate route as api-routes.ts declares it, its terms read from a store that holds `products`. */
const validateWith = (products: Products) =>
  apiRoute(smeLoanApplicationValidateEndpoint, async () => ({ valid: true as const }), {
    requestNow: smeLoanRequests(() => ({ loanProducts: products })).application,
  });
const application = (changes: object = {}) =>
  apiRequest('/api/v2/kcash_sme_loan_application_validate', {
    ...validApplication(),
    ...changes,
  });
const far = { loan_amount: 3_500_000, repayment_period: 72 };

describeEachDatabase("the loan routes judge amounts by the content store's entry", () => {
  it("checks the amount and term against the sample store's published range", async () => {
    const validate = jsonRoute('kcash_sme_loan_application_validate');
    expect((await validate(application())).status).toBe(200);
    const refused = await validate(application(far));
    expect(refused.status).toBe(422);
    expect((await refused.json()).error.fields).toEqual({
      loan_amount: 'above_product_maximum',
      repayment_period: 'above_product_maximum',
    });
  });

  it('follows a publish: the range is read at each request', async () => {
    let maxAmount = 3_000_000;
    const route = validateWith(async () => [published({ maxAmount, maxMonths: 84 })]);
    expect((await route(application(far))).status).toBe(422);
    maxAmount = 5_000_000;
    expect((await route(application(far))).status).toBe(200);
  });

  it('answers 503 content_unavailable (never 500, never a guess) without a valid entry', async () => {
    const stores: Products[] = [
      async () => [],
      async () => [published({ minAmount: 9_000_000 })],
      async () => {
        throw new Error('content store down');
      },
    ];
    for (const products of stores) {
      const response = await validateWith(products)(application());
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBeTruthy();
      expect(await response.json()).toEqual({ error: { code: 'content_unavailable' } });
    }
    const owner = apiRoute(ownerLoanEnquiryEndpoint, async () => ({}) as never, {
      requestNow: ownerLoanRequests(() => ({ loanProducts: async () => [] })).enquiry,
    });
    const body = { ...ownerLoanEnquiryEndpoint.example, ...humanTiming };
    expect((await owner(apiRequest('/api/v2/konew_loan_enquiry', body))).status).toBe(503);
  });
});
