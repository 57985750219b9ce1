import { describe, expect, it } from 'vitest';
import { applicationSeed, applyQuery, readEligibility } from './sme-eligibility-query';
import { assessEligibility, type EligibilityAnswers } from './sme-eligibility-rules';

const thisYear = 2026;
const good: EligibilityAnswers = {
  start_year: 2018,
  registration: 'limited_company',
  turnover: '200k_1m',
  existing_loans: 'none',
  premises: 'rent',
  industry: 'catering',
};
const read = (query: Record<string, string>) =>
  readEligibility(new URLSearchParams(query), thisYear);
const asQuery = (answers: EligibilityAnswers) =>
  Object.fromEntries(Object.entries(answers).map(([key, value]) => [key, String(value)]));

describe('assessEligibility', () => {
  it('tells an established, registered business to apply now, with its documents', () => {
    expect(assessEligibility(good, thisYear)).toEqual({
      outcome: 'apply_now',
      reasons: [],
      documents: [
        'br_certificate',
        'ci_and_annual_return',
        'owner_identity',
        'bank_statements',
        'financial_statements',
        'profits_tax_return',
        'tenancy_agreement',
      ],
    });
  });

  it('says not yet, with every reason, to an unregistered business under a year old in arrears', () => {
    const answers = { ...good, registration: 'unregistered', start_year: 2026 } as const;
    const result = assessEligibility({ ...answers, existing_loans: 'in_arrears' }, thisYear);
    expect(result.outcome).toBe('not_yet');
    expect(result.reasons).toEqual(['unregistered', 'too_new', 'arrears']);
    expect(result.documents).not.toContain('br_certificate');
    expect(result.documents).toContain('loan_statements');
  });

  it('counts a year of trading from the start year: 2025 is one year in 2026', () => {
    expect(assessEligibility({ ...good, start_year: 2025 }, thisYear).outcome).toBe('apply_now');
  });

  it('lets a low turnover apply with care, and picks documents by the form and premises', () => {
    const result = assessEligibility(
      {
        ...good,
        registration: 'partnership',
        turnover: 'under_50k',
        existing_loans: 'up_to_date',
        premises: 'owned',
        start_year: 2025,
      },
      thisYear,
    );
    expect(result.outcome).toBe('apply_with_care');
    expect(result.reasons).toEqual(['low_turnover']);
    expect(result.documents).toEqual([
      'br_certificate',
      'partnership_deed',
      'owner_identity',
      'bank_statements',
      'management_accounts',
      'property_proof',
      'loan_statements',
    ]);
  });
});

describe('readEligibility', () => {
  it('asks nothing of a page without a query', () => {
    expect(read({})).toMatchObject({ asked: false, errors: {}, answers: null });
  });

  it('reads all six answers from the query', () => {
    expect(read(asQuery(good)).answers).toEqual(good);
  });

  it('names each missing or unknown answer with the site field error code, never throwing', () => {
    const result = read({
      start_year: '2099',
      registration: '<script>',
      turnover: 'x'.repeat(5000),
      industry: 'catering',
    });
    expect(result.answers).toBeNull();
    expect(result.errors).toEqual({
      start_year: 'year_in_future',
      registration: 'invalid_option',
      turnover: 'invalid_option',
      existing_loans: 'invalid_option',
      premises: 'invalid_option',
    });
    expect(result.text.turnover).toHaveLength(40);
    expect(read({ start_year: 'abcd' }).errors.start_year).toBe('invalid_type');
    expect(read({ start_year: '' }).errors.start_year).toBe('required');
  });
});

describe('carrying the answers into the application', () => {
  it('links to the application with the answers that passed', () => {
    expect(applyQuery(good)).toBe(
      '?start_year=2018&registration=limited_company&turnover=200k_1m&existing_loans=none&premises=rent&industry=catering',
    );
    expect(applyQuery({})).toBe('');
  });

  it('fills in the application fields the answers correspond to', () => {
    expect(applicationSeed(good)).toEqual({
      commencement_year: '2018',
      company_type: 'limited_company',
      premises_ownership: 'rent',
      industry: 'catering',
      has_other_bank_sme_loan: 'no',
    });
    expect(applicationSeed({ registration: 'unregistered', existing_loans: 'up_to_date' })).toEqual(
      { has_other_bank_sme_loan: 'yes' },
    );
  });

  it('drops a bad value from an edited link and keeps the rest', () => {
    const { valid } = read({ ...asQuery(good), industry: 'nope', start_year: '18' });
    expect(applicationSeed(valid)).toEqual({
      company_type: 'limited_company',
      premises_ownership: 'rent',
      has_other_bank_sme_loan: 'no',
    });
  });
});
