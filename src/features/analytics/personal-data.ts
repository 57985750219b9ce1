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

/** Short words that are personal only as whole words (`name`, not `page_name`'s… nor `hotel`'s `tel`). */
const PERSONAL_KEY_WORDS = new Set(['name', 'mail', 'tel', 'ip', 'dob']);
/** Longer words that are personal wherever they appear, also run together (`phonenumber`). */
const PERSONAL_KEY_PARTS = [
  'firstname',
  'lastname',
  'surname',
  'fullname',
  'email',
  'phone',
  'mobile',
  'telephone',
  'address',
  'hkid',
  'idcard',
  'passport',
  'birthday',
  'birthdate',
  'password',
];

/**
 * A property name such as `email`, `first_name`, `contactPhone` or `phonenumber`: its value would
 * be personal data.
 */
export function isPersonalKey(key: string): boolean {
  const words = key.split(/[^A-Za-z0-9]+|(?<=[a-z0-9])(?=[A-Z])/).map((word) => word.toLowerCase());
  if (words.some((word) => PERSONAL_KEY_WORDS.has(word))) return true;
  const joined = words.join('');
  return PERSONAL_KEY_PARTS.some((part) => joined.includes(part));
}

/** A property value that looks personal: text, or a number written out (`91234567`). */
export function looksPersonalValue(value: string | number | boolean): boolean {
  if (typeof value === 'boolean') return false;
  if (typeof value === 'number')
    return looksPersonal(Number.isInteger(value) ? value.toFixed(0) : String(value));
  return looksPersonal(value);
}
