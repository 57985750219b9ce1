import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { formToken } from './support/form-token';
import { suiteMinFillMs } from './support/min-fill';

// Issue 15 item 3: each form's cross-field rules run once their own fields parse (zod's `when`), so
// a refused request names every field to fix at once: a missing answer no longer hides the rules
// about the other answers until it is given.

const application = (locale: string) => ({
  first_name: 'Tai Man',
  last_name: 'Chan',
  mobile: '91234567',
  email: 'not-an-email',
  company_name: 'Example Trading Limited',
  company_type: 'limited_company',
  company_address: '1 Nathan Road, Kowloon',
  company_tel: '21234567',
  premises_ownership: 'rent',
  commencement_year: 2015,
  industry: 'trading_shipping',
  has_pos: true,
  br: '12345678',
  has_other_bank_sme_loan: false,
  loan_amount: 1_000,
  repayment_period: 24,
  loan_purpose: 'working_capital',
  source_of_awareness: { online: ['other'], offline: [] },
  agree_tnc: true,
  locale,
});

/** The 422 answer to `data` sent as the form sends it (a send, unlike a check, says how long it took). */
async function refused(request: APIRequestContext, baseURL: string, path: string, data: object) {
  const response = await request.post(path, {
    headers: { origin: baseURL, 'sec-fetch-site': 'same-origin', 'idempotency-key': randomUUID() },
    data: path.endsWith('_validate')
      ? data
      : { ...data, form_token: await formToken(baseURL, path, suiteMinFillMs), fill_ms: 15_000 },
  });
  expect(response.status()).toBe(422);
  return JSON.stringify(await response.json());
}

for (const locale of ['zh-HK', 'en-US']) {
  test(`${locale}: the SME application check names the missing answers and every broken rule at once`, async ({
    request,
    baseURL,
  }) => {
    const body = await refused(
      request,
      baseURL!,
      '/api/v2/kcash_sme_loan_application_validate',
      application(locale),
    );
    expect(body).toContain('"title":"invalid_option"');
    expect(body).toContain('"job_title":"required"');
    expect(body).toContain('"email":"invalid_email"');
    expect(body).toContain('"pos_model":"required"');
    expect(body).toContain('"ci":"required"');
    expect(body).toContain('"loan_amount":"below_product_minimum"');
    expect(body).toContain('"source_of_awareness.online_other":"required"');
  });

  test(`${locale}: the SME enquiry names a missing name and an amount under the product's minimum`, async ({
    request,
    baseURL,
  }) => {
    const body = await refused(request, baseURL!, '/api/v2/kcash_sme_loan_enquiry', {
      mobile: '12345678',
      loan_amount: 1_000,
      agree_tnc: true,
      locale,
    });
    expect(body).toContain('"name":"required"');
    expect(body).toContain('"mobile":"invalid_hk_mobile"');
    expect(body).toContain('"loan_amount":"below_product_minimum"');
  });
}

test('a valuation without a property and with a consent that is not a tick names both', async ({
  request,
  baseURL,
}) => {
  const body = await refused(request, baseURL!, '/api/v2/konew_valuation_create', {
    floor: '20',
    agree_direct_marketing: 'yes',
    isEng: true,
  });
  expect(body).toContain('"agree_direct_marketing":"invalid_type"');
  expect(body).toContain('"estate":"property_required"');
});
