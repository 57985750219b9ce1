/**
 * Every code the API gives for a field (lib/field-error-code.ts and the schemas' own codes).
 * Forms show `Forms.errors.{code}`; a code not listed here shows the generic `invalid` message, never raw.
 */
export const fieldErrorCodes = [
  'required',
  'too_short',
  'too_long',
  'too_few',
  'too_many',
  'too_small',
  'too_big',
  'invalid_type',
  'invalid_email',
  'invalid_format',
  'invalid_option',
  'unknown_field',
  'invalid',
  'invalid_hk_mobile',
  'invalid_hk_phone',
  'invalid_english_name',
  'invalid_br_number',
  'invalid_ci_number',
  'must_accept',
  'must_confirm',
  'below_product_minimum',
  'above_product_maximum',
  'year_in_future',
  'not_applicable',
  'property_required',
  'invalid_token',
  'invalid_reference',
  'target_not_allowed',
  'invalid_characters',
  'too_deep',
  'slot_full',
  'slot_unavailable',
] as const;

export type FieldErrorCode = (typeof fieldErrorCodes)[number];

const known = new Set<string>(fieldErrorCodes);

export function messageCodeFor(code: string): FieldErrorCode {
  return known.has(code) ? (code as FieldErrorCode) : 'invalid';
}
