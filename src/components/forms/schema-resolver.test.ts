import { describe, expect, it } from 'vitest';
import { smeTerms } from '@/features/loan-calculator/testing/sample-terms';
import {
  smeApplicationForm,
  smeLoanApplicationSchema,
  smeLoanEnquirySchema as enquirySchema,
} from '@/features/sme-loan/sme-loan-schema';
import { fieldCodes } from './schema-check';
import { schemaResolver } from './schema-resolver';

const complete = {
  title: 'mr',
  first_name: 'Tai Man',
  last_name: 'Chan',
  mobile: '91234567',
  email: 'a@example.com',
  job_title: 'Owner',
  company_name: 'A Co',
  company_type: 'sole_proprietor',
  company_address: 'Central',
  company_tel: '21234567',
  premises_ownership: 'rent',
  commencement_year: 2010,
  industry: 'others',
  has_pos: false,
  br: '12345678',
  has_other_bank_sme_loan: false,
  loan_amount: 100_000,
  repayment_period: 12,
  loan_purpose: 'others',
  source_of_awareness: { online: ['social_media'], offline: [] },
  agree_tnc: true,
  agree_direct_marketing: false,
  locale: 'zh-HK',
};
const groups = [
  ['title', 'first_name', 'last_name', 'mobile', 'email', 'job_title'],
  ['industry', 'has_pos', 'pos_model', 'has_other_bank_sme_loan'],
  ['source_of_awareness'],
];
const options = (names?: string[]) =>
  ({ names, fields: {}, shouldUseNativeValidation: false }) as never;
type Values = Record<string, unknown>;
const resolver = schemaResolver<Values>(
  async () => smeApplicationForm(smeTerms),
  (values) => values,
  groups,
);

describe('schemaResolver', () => {
  it('gives the API codes for every field when the whole form is checked', async () => {
    const { errors } = await resolver({ locale: 'zh-HK' }, undefined, options());
    expect(errors).toMatchObject({
      title: { message: 'invalid_option' },
      br: { message: 'required' },
    });
  });

  it('checks one step with its cross-field rules while later steps are still empty', async () => {
    const business = { industry: 'catering', has_pos: true, has_other_bank_sme_loan: false };
    const { errors } = await resolver(business, undefined, options(['industry', 'has_pos']));
    expect(errors).toEqual({ pos_model: expect.objectContaining({ message: 'required' }) });
  });

  it('needs the text of each "other" source chosen', async () => {
    const source = {
      source_of_awareness: {
        online: ['other'],
        offline: ['friend', 'other'],
        offline_other: '街坊',
      },
    };
    const { errors } = await resolver(source, undefined, options(['source_of_awareness.online']));
    expect(errors).toEqual({
      source_of_awareness: { online_other: expect.objectContaining({ message: 'required' }) },
    });
  });

  it('checks everything when the names span several steps', async () => {
    const { errors } = await resolver(
      { industry: 'catering' },
      undefined,
      options(['title', 'industry']),
    );
    expect(errors).toHaveProperty('title');
    expect(errors).toHaveProperty('br');
  });

  it('passes a valid step', async () => {
    const applicant = {
      title: 'ms',
      first_name: 'Siu Ming',
      last_name: 'Wong',
      mobile: '6123 4567',
      email: 'wong@example.com',
      job_title: 'Director',
    };
    const result = await resolver(applicant, undefined, options(['mobile']));
    expect(result.errors).toEqual({});
  });

  it('matches the server field codes', () => {
    expect(
      fieldCodes(smeLoanApplicationSchema(smeTerms), { ...complete, mobile: '12345678' }),
    ).toEqual({
      mobile: 'invalid_hk_mobile',
    });
  });
});

describe('cross-field rules', () => {
  const smeLoanEnquirySchema = enquirySchema(smeTerms);
  const enquiry = {
    name: '陳',
    mobile: '8001234',
    loan_amount: 1_000,
    agree_tnc: false,
    locale: 'zh-HK',
  };

  it('are reported with the fields that parse while others are wrong (zod `when`)', () => {
    expect(fieldCodes(smeLoanEnquirySchema, enquiry)).toEqual({
      mobile: 'invalid_hk_mobile',
      agree_tnc: 'must_accept',
      loan_amount: 'below_product_minimum',
    });
  });

  it('wait for their own fields: a wrong amount is not also out of bounds', () => {
    expect(fieldCodes(smeLoanEnquirySchema, { ...enquiry, loan_amount: 'lots' })).toMatchObject({
      loan_amount: 'invalid_type',
    });
  });

  it('add nothing to a valid request', () => {
    const valid = { name: 'A', mobile: '91234567', agree_tnc: true, locale: 'zh-HK' };
    expect(fieldCodes(smeLoanEnquirySchema, { ...valid, loan_amount: 60_000 })).toEqual({});
  });
});
