import { readTypedNumber } from '@/lib/typed-number';
import type { LoanProductTerms } from './loan-terms';
import { flatRateLoan, type LoanQuote } from './loan-quote';

export const calculatorFields = ['amount', 'months', 'rate'] as const;
export type CalculatorField = (typeof calculatorFields)[number];
/** What the visitor typed (or the query carried), shown back in the fields as it was. */
export type CalculatorText = Record<CalculatorField, string>;
/** A field's error: a Forms.errors code, and the bound it broke (HK$, months or basis points). */
export type CalculatorError = { code: string; bound?: number };

export type CalculatorState = {
  text: CalculatorText;
  errors: Partial<Record<CalculatorField, CalculatorError>>;
  quote: LoanQuote | null;
};

/**
 * A field as the calculator reads it: at most 24 characters as typed, and HK$, commas, spaces and
 * percent signs dropped from each ("HK$ 500,000", "0.45%").
 */
const field = (pattern: RegExp, scale = 1) => ({ pattern, scale, maxLength: 24, percent: true });

const readers = {
  amount: field(/^\d{1,9}$/),
  months: field(/^\d{1,3}$/),
  /** A monthly flat rate in percent, to 2 decimals, read as basis points: "0.45" is 45. */
  rate: field(/^\d{1,2}(\.\d{1,2})?$/, 100),
};

const rangeOf = (terms: LoanProductTerms): Record<CalculatorField, [number, number]> => ({
  amount: [terms.minAmount, terms.maxAmount],
  months: [terms.minMonths, terms.maxMonths],
  rate: [terms.minFlatRateBasisPoints, terms.maxFlatRateBasisPoints],
});

/** The example's figures as the fields show them: the calculator's starting point. */
export function exampleText(terms: LoanProductTerms): CalculatorText {
  const { amountHkd, months, monthlyFlatRateBasisPoints } = terms.example;
  return {
    amount: String(amountHkd),
    months: String(months),
    rate: (monthlyFlatRateBasisPoints / 100).toFixed(2),
  };
}

/**
 * Reads the calculator's fields against the product's published terms: every field checked (never
 * clamped, so a shared link shows what it asked), and the quote when all three are right.
 */
export function readCalculator(terms: LoanProductTerms, text: CalculatorText): CalculatorState {
  const errors: CalculatorState['errors'] = {};
  const values: Partial<Record<CalculatorField, number>> = {};
  const ranges = rangeOf(terms);
  for (const field of calculatorFields) {
    const read = readTypedNumber(text[field], readers[field]);
    const [min, max] = ranges[field];
    if (!read.ok) errors[field] = { code: read.error === 'format' ? 'invalid_type' : read.error };
    else if (read.value < min) errors[field] = { code: 'below_product_minimum', bound: min };
    else if (read.value > max) errors[field] = { code: 'above_product_maximum', bound: max };
    else values[field] = read.value;
  }
  const { amount, months, rate } = values;
  const complete = amount !== undefined && months !== undefined && rate !== undefined;
  return {
    text,
    errors,
    quote: complete ? flatRateLoan(amount, months, rate, terms.handlingFeeBasisPoints) : null,
  };
}

/**
 * The query of a plain GET (`?amount=&months=&rate=`), one value per field: a field the query does
 * not name starts at the example's value; one named more than once takes the first.
 */
export function calculatorTextFromQuery(
  terms: LoanProductTerms,
  query: URLSearchParams,
): CalculatorText {
  const start = exampleText(terms);
  const text = { ...start };
  for (const field of calculatorFields) text[field] = query.get(field) ?? start[field];
  return text;
}
