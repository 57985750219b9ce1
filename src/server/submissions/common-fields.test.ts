import { describe, expect, it } from 'vitest';
import { fieldErrorCode, fieldErrors } from '@/lib/field-error-code';
import { ownerTerms, smeTerms } from '@/features/loan-calculator/testing/sample-terms';
import {
  ownerLoanDetailsForm as detailsFor,
  ownerLoanUpdateSchema as updateFor,
} from '@/features/owner-loan/owner-loan-schema';
import { smeApplicationForm as applicationFor } from '@/features/sme-loan/sme-loan-schema';
import { valuationCreateSchema } from '@/features/valuation/valuation-schema';
import type { z } from '@/lib/zod';
import { personName, shortText } from './common-fields';

const ownerLoanDetailsForm = detailsFor(ownerTerms);
const ownerLoanUpdateSchema = updateFor(ownerTerms);
const smeApplicationForm = applicationFor(smeTerms);
const codes = (schema: z.ZodType, value: unknown) => {
  const parsed = schema.safeParse(value, { error: fieldErrorCode });
  return parsed.success ? {} : fieldErrors(parsed.error);
};

describe('the shared one-line text schema', () => {
  it.each([
    ['an ESC sequence', 'Chan\u001b[2J Tai Man'],
    ['CR LF inside a name', 'Chan\r\nTai Man'],
    ['a tab', 'Chan\tTai Man'],
    ['DEL', 'Chan\u007f'],
    ['a C1 control', 'Chan\u009b'],
    ['U+202E', 'Chan \u202eTai Man'],
    ['an isolate', '\u2066Chan\u2069'],
    ['a right-to-left mark', 'Chan\u200f'],
    ['a line separator', 'Chan\u2028Tai Man'],
    ['a lone surrogate', 'Chan\ud800'],
  ])('refuses %s with invalid_characters, in the form as on the server', (_, text) => {
    expect(codes(personName, text)).toEqual({ $root: 'invalid_characters' });
    expect(codes(shortText(300), text)).toEqual({ $root: 'invalid_characters' });
  });

  it('takes names and addresses as people write them, trimmed', () => {
    for (const text of ['陳大文', "O'Brien-Smith, Mary", 'Flat A, 10/F, 1 Main St.', '👨‍👩‍👧 家']) {
      expect(personName.parse(`  ${text} `)).toBe(text);
    }
  });
});

describe('cross-field rules on a value of the wrong type', () => {
  const wrong = [null, 42, ['x'], 'x', true].map((value) => [value]);

  it.each(wrong)('refuses property = %j with a field code, not a TypeError', (value) => {
    const body = { applicationToken: 'Vq3kR8wN2xLp5tYb7cHs1A', property: value };
    expect(codes(ownerLoanUpdateSchema, body)).toEqual({ property: expect.any(String) });
    expect(codes(ownerLoanDetailsForm.whole, body)).toEqual({ property: expect.any(String) });
  });

  it('still runs the rules alongside unknown keys, so one answer names every field', () => {
    const property = { district: 'Sha Tin', address: 'x', property_type: 'castle' };
    const body = { property: { ...property, ownership: 'sole', has_mortgage: true, extra: 1 } };
    expect(codes(ownerLoanDetailsForm.step!(['property']), body)).toEqual({
      'property.property_type': 'invalid_option',
      'property.extra': 'unknown_field',
      'property.outstanding_mortgage': 'required',
    });
  });

  it.each(wrong)('answers source_of_awareness = %j and a valuation of it with codes', (value) => {
    const step = smeApplicationForm.step!(['source_of_awareness']);
    expect(codes(step, { source_of_awareness: value })).toMatchObject({
      source_of_awareness: expect.any(String),
    });
    if (typeof value === 'string') return;
    expect(codes(valuationCreateSchema, { estate: value })).toMatchObject({
      estate: expect.any(String),
    });
  });
});
