/**
 * Heuristics that keep personal data out of analytics: the tracker drops campaign values that look
 * personal, and the collector refuses events that carry them. Values we author never match.
 */
const EMAIL = /[^\s@/?#&=]+@[^\s@/?#&=]+\.[a-z]{2,}/i;
// Hong Kong mobiles (4-9…) with or without +852, any +852 number, and long digit runs (card or account numbers).
const HK_MOBILE = /(?<!\d)[4-9]\d{3}[ -]?\d{4}(?!\d)/;
const HK_ANY = /(?:\+|%2B|\b)852[ -]?\d{4}[ -]?\d{4}(?!\d)/i;
const LONG_NUMBER = /\d(?:[ -]?\d){11,}/;
// Hong Kong identity card number, e.g. A123456(7).
const HKID = /(?<![a-z0-9])[a-z]{1,2}\d{6}\s?\(?[0-9a]\)?(?![a-z0-9])/i;

export function looksPersonal(value: string): boolean {
  return [EMAIL, HK_MOBILE, HK_ANY, LONG_NUMBER, HKID].some((pattern) => pattern.test(value));
}

const PERSONAL_KEY_WORDS = new Set([
  'name',
  'firstname',
  'lastname',
  'surname',
  'fullname',
  'email',
  'mail',
  'phone',
  'mobile',
  'tel',
  'telephone',
  'address',
  'hkid',
  'passport',
  'birthday',
  'birthdate',
  'dob',
  'password',
  'ip',
]);

/** A property name such as `email`, `first_name` or `contactPhone`: its value would be personal data. */
export function isPersonalKey(key: string): boolean {
  return key
    .split(/[^A-Za-z0-9]+|(?<=[a-z0-9])(?=[A-Z])/)
    .some((word) => PERSONAL_KEY_WORDS.has(word.toLowerCase()));
}
