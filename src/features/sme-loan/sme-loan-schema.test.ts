import { describe, expect, it } from 'vitest';
import { fieldErrorCode, fieldErrors } from '@/lib/field-error-code';
import { smeTerms } from '@/features/loan-calculator/testing/sample-terms';
import {
  smeApplicationContract,
  smeLoanApplicationSchema,
  smeLoanEnquirySchema,
} from './sme-loan-schema';
import { industries, loanPurposes, premisesOwnerships, companyTypes } from './sme-loan-options';
import { validApplication, validEnquiry } from './testing/sme-fixtures';

const check = (body: unknown) => {
  const parsed = smeLoanApplicationSchema(smeTerms).safeParse(body, { error: fieldErrorCode });
  return parsed.success ? {} : fieldErrors(parsed.error);
};
const withChanges = (changes: Record<string, unknown>) => ({ ...validApplication(), ...changes });

describe('SME loan application schema', () => {
  it('accepts a complete application and normalises phone numbers', () => {
    const parsed = smeLoanApplicationSchema(smeTerms).parse(validApplication());
    expect(parsed.mobile).toBe('91234567');
    expect(parsed.company_tel).toBe('21234567');
    expect(parsed.agree_direct_marketing).toBe(false);
  });

  it('has the enumerations of the spec', () => {
    expect(companyTypes).toHaveLength(3);
    expect(premisesOwnerships).toHaveLength(4);
    expect(industries).toHaveLength(17);
    expect(loanPurposes).toHaveLength(6);
  });

  it.each([
    [{ mobile: '21234567' }, 'mobile', 'invalid_hk_mobile'],
    [{ mobile: '80012345' }, 'mobile', 'invalid_hk_mobile'],
    [{ company_tel: '1234 5678' }, 'company_tel', 'invalid_hk_phone'],
    [{ email: 'not-an-email' }, 'email', 'invalid_email'],
    [{ br: '1234567' }, 'br', 'invalid_br_number'],
    [{ ci: '123456' }, 'ci', 'invalid_ci_number'],
    [{ ci: undefined }, 'ci', 'required'],
    [{ first_name: '大文' }, 'first_name', 'invalid_english_name'],
    [{ commencement_year: new Date().getFullYear() + 2 }, 'commencement_year', 'year_in_future'],
    [{ has_pos: true, pos_model: '' }, 'pos_model', 'required'],
    [{ has_pos: false, pos_model: 'PAX A920' }, 'pos_model', 'not_applicable'],
    [{ loan_amount: 10_000 }, 'loan_amount', 'below_product_minimum'],
    [{ loan_amount: 30_000_000 }, 'loan_amount', 'above_product_maximum'],
    [{ repayment_period: 3 }, 'repayment_period', 'below_product_minimum'],
    [{ repayment_period: 120 }, 'repayment_period', 'above_product_maximum'],
    [{ source_of_awareness: { online: [], offline: [] } }, 'source_of_awareness', 'required'],
    [
      { source_of_awareness: { online: ['other'], offline: [] } },
      'source_of_awareness.online_other',
      'required',
    ],
    [
      { source_of_awareness: { online: [], offline: ['agent'], offline_other: 'x' } },
      'source_of_awareness.offline_other',
      'not_applicable',
    ],
    [{ agree_tnc: false }, 'agree_tnc', 'must_accept'],
    [{ industry: 'mining' }, 'industry', 'invalid_option'],
    [{ company_name: '' }, 'company_name', 'required'],
    [{ hkid: 'A1234563' }, 'hkid', 'unknown_field'],
  ])('rejects %o with %s: %s', (changes, field, code) => {
    expect(check(withChanges(changes))).toMatchObject({ [field]: code });
  });

  it('needs no company registration number from a sole proprietor', () => {
    expect(check(withChanges({ company_type: 'sole_proprietor', ci: undefined }))).toEqual({});
  });

  it('accepts "other" with its text', () => {
    expect(
      check(
        withChanges({
          source_of_awareness: { online: [], offline: ['other'], offline_other: 'Newspaper' },
        }),
      ),
    ).toEqual({});
  });

  it('reports a missing field as required', () => {
    expect(check({ ...validApplication(), email: undefined })).toMatchObject({ email: 'required' });
  });
});

describe('SME loan enquiry schema', () => {
  it('keeps direct marketing off unless ticked', () => {
    expect(smeLoanEnquirySchema(smeTerms).parse(validEnquiry()).agree_direct_marketing).toBe(false);
  });

  it('applies the product bounds to an enquiry amount too', () => {
    const parsed = smeLoanEnquirySchema(smeTerms).safeParse(
      { ...validEnquiry(), loan_amount: 1 },
      { error: fieldErrorCode },
    );
    expect(parsed.success ? {} : fieldErrors(parsed.error)).toMatchObject({
      loan_amount: 'below_product_minimum',
    });
  });
});

describe('the published range', () => {
  it('is the one the schema is given: a publish moves the bounds, the code does not', () => {
    const narrow = { ...smeTerms, minAmount: 600_000, maxMonths: 12 };
    const parsed = smeLoanApplicationSchema(narrow).safeParse(validApplication(), {
      error: fieldErrorCode,
    });
    expect(parsed.success ? {} : fieldErrors(parsed.error)).toEqual({
      loan_amount: 'below_product_minimum',
      repayment_period: 'above_product_maximum',
    });
    expect(smeLoanApplicationSchema(smeTerms).safeParse(validApplication()).success).toBe(true);
  });

  it('is left out of the documented contract (the route judges it with the store)', () => {
    const far = { ...validApplication(), loan_amount: 1, repayment_period: 999 };
    expect(smeApplicationContract.safeParse(far).success).toBe(true);
  });
});
