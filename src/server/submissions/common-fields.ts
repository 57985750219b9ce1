import { z } from '@/lib/zod';
import { locales } from '@/config/locales';
import { hongKongDateKey } from '@/lib/hong-kong-time';
import { hasForbiddenCharacters } from '@/lib/text-characters';

/**
 * Fields several forms share. Error messages are codes (`invalid_hk_mobile`), never sentences:
 * the forms translate them. Parse with `{ error: fieldErrorCode }` for the generic ones.
 */
const digitsOnly = (value: string) =>
  value.replace(/[\s-]/g, '').replace(/^(?:\+|00)?852(?=\d{8}$)/, '');

/**
 * A Hong Kong number written as `pattern` allows (8 digits, optionally +852 and spaces), never 800
 * toll-free; stored as the 8 digits. `error` is its code.
 */
const hkNumber = (pattern: RegExp, error: string) =>
  z
    .string()
    .trim()
    .regex(pattern, { error })
    .transform(digitsOnly)
    .refine((value) => !value.startsWith('800'), { error });

/** Hong Kong mobile: 8 digits starting 4–9 (not 800 toll-free), optionally written with +852 and spaces. */
export const hkMobile = hkNumber(
  /^(?:(?:\+|00)?852[\s-]?)?[4-9]\d{3}[\s-]?\d{4}$/,
  'invalid_hk_mobile',
).meta({
  description:
    'Hong Kong mobile number: 8 digits starting 4–9 (not 800), optionally +852; stored as 8 digits.',
});

/** Hong Kong fixed line (2x, 3x) or mobile: a company's phone may be either. */
export const hkPhone = hkNumber(
  /^(?:(?:\+|00)?852[\s-]?)?[2-9]\d{3}[\s-]?\d{4}$/,
  'invalid_hk_phone',
).meta({
  description: 'Hong Kong landline (starting 2 or 3) or mobile (4–9): 8 digits, optionally +852.',
});

export const email = z
  .string()
  .trim()
  .max(254)
  .pipe(z.email({ error: 'invalid_email' }));

/** Names as on an identity document, in English letters. */
export const englishName = z
  .string()
  .trim()
  .min(1)
  .max(80)
  .regex(/^[A-Za-z][A-Za-z .,'-]*$/, { error: 'invalid_english_name' });

/**
 * The shared text of a one-line field (a name, an address, a district): no control character, no
 * bidi control, no line break inside (lib/text-characters.ts); trimmed, at most `max` characters.
 * `min` is 1 for a field that, when given, must say something.
 */
export const oneLineText = (max: number, min = 1) =>
  z
    .string()
    .trim()
    .min(min)
    .max(max)
    .refine((text) => !hasForbiddenCharacters(text), { error: 'invalid_characters' });

export const personName = oneLineText(100);
export const shortText = (max: number) => oneLineText(max);
export const locale = z
  .enum(locales)
  .meta({ description: 'The language the visitor used; consent records keep it.' });

/** The terms agreement: must be ticked to submit. */
export const agreeTnc = z.literal(true, { error: 'must_accept' });

/** Direct-marketing consent: its own box, unticked unless the visitor ticks it; absent means no. */
export const agreeDirectMarketing = z.boolean().default(false).meta({
  description: 'Separate direct-marketing consent, never pre-ticked; absent means not given.',
});

/** The current year in Hong Kong (a year that has begun there is not in the future). */
export function currentHongKongYear(now = new Date()): number {
  return Number(hongKongDateKey(now).slice(0, 4));
}

/** An access token from reference.ts: 22 base64url characters, 128 random bits, nothing derived from the visitor. */
export const accessTokenSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{22}$/, { error: 'invalid_token' });
