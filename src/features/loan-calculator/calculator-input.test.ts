import { describe, expect, it } from 'vitest';
import type { LoanProductTerms } from './loan-terms';
import { ownerTerms as ownerLoanProduct, smeTerms as sme } from './testing/sample-terms';
import { calculatorTextFromQuery, exampleText, readCalculator } from './calculator-input';

const read = (query: string, terms: LoanProductTerms = sme) =>
  readCalculator(terms, calculatorTextFromQuery(terms, new URLSearchParams(query)));

describe('the loan calculator input', () => {
  it('starts at the product example', () => {
    expect(exampleText(sme)).toEqual({ amount: '500000', months: '36', rate: '0.45' });
    const state = read('');
    expect(state.errors).toEqual({});
    expect(state.quote?.monthlyRepaymentHkd).toBe(16_138.89);
  });

  it('reads what a visitor types: HK$, commas, spaces and a percent sign', () => {
    const state = read('amount=HK%24+600%2C000&months=24&rate=0.50%25', ownerLoanProduct);
    expect(state.errors).toEqual({});
    expect(state.quote).toMatchObject({ amountHkd: 600_000, months: 24, monthlyFlatRate: 0.005 });
    // The same decoration is dropped from every field, as it was when zod read them.
    expect(read('amount=600000%25&months=24%25', ownerLoanProduct).errors).toEqual({});
  });

  it('names each field outside the product range with its bound, never clamping', () => {
    const state = read('amount=10&months=600&rate=5');
    expect(state.quote).toBeNull();
    expect(state.errors).toEqual({
      amount: { code: 'below_product_minimum', bound: 50_000 },
      months: { code: 'above_product_maximum', bound: 60 },
      rate: { code: 'above_product_maximum', bound: 120 },
    });
  });

  it('refuses text, empty fields, fractions of a dollar and long input without throwing', () => {
    const state = read(`amount=abc&months=&rate=0.455&x=${'9'.repeat(5000)}`);
    expect(state.errors.amount?.code).toBe('invalid_type');
    expect(state.errors.months?.code).toBe('required');
    expect(state.errors.rate?.code).toBe('invalid_type');
    expect(read(`amount=${'9'.repeat(5000)}`).errors.amount?.code).toBe('invalid_type');
    expect(read('amount=100000.5').errors.amount?.code).toBe('invalid_type');
  });

  it('takes the first of a repeated field', () => {
    expect(read('months=12&months=999').quote?.months).toBe(12);
  });
});
