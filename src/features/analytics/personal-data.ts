import { compactForm, normalisedText } from './normalised-text';

/**
 * Heuristics that keep personal data out of analytics: the tracker drops values that look personal,
 * and the collector refuses events that carry them. They look through disguises (normalised-text.ts)
 * and err on the side of refusing: values we author never match.
 */

// In the compact form (letters and digits only): a Hong Kong mobile (4-9…, also after 852), a
// card or account number, and an HKID (one or two letters, six digits, a check digit or A).
const HK_MOBILE = /[4-9]\d{7}/;
const LONG_NUMBER = /\d{12}/;
const HKID = /[a-z]\d{6}[\da](?!\d)/;
// In the normalised text: any `@` between two characters, and an address spelt `x at y dot com`.
const AT_SIGN = /[^\s@]\s*@\s*[^\s@]/;
// (The lookbehind starts a match only at the start of a run: linear time on long text.)
const EMAIL = /(?<![a-z0-9._%+-])[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/i;
const speltOut = (text: string) =>
  text.replace(/[\s_]+at[\s_]+/gi, '@').replace(/[\s_]+dot[\s_]+/gi, '.');
// Chinese labels of a name, phone, email, ID card, address, birth date or customer number.
const CHINESE_LABEL =
  /姓名|名字|稱呼|电话|電話|手機|手机|電郵|电邮|郵箱|邮箱|身份證|身分證|身份证|證件|证件|客戶|客户|會員編號|地址|出生日期/;

/** Short words that are personal only as whole words (`name`, not `page_name`'s… nor `hotel`'s `tel`). */
const PERSONAL_KEY_WORDS = new Set(['name', 'mail', 'tel', 'ip', 'dob', 'id', 'uid', 'ref']);
/** Longer words that are personal wherever they appear, also run together (`phonenumber`). */
const PERSONAL_KEY_PARTS = [
  'firstname',
  'lastname',
  'surname',
  'fullname',
  'givenname',
  'realname',
  'username',
  'email',
  'phone',
  'mobile',
  'telephone',
  'address',
  'hkid',
  'idcard',
  'idno',
  'idnumber',
  'passport',
  'customer',
  'birthday',
  'birthdate',
  'password',
];
/** Identifier names that are personal anywhere in a text value, alone or as two or three words run together. */
const IDENTIFIER_NAMES = new Set([
  // Not email, phone, mobile (campaign media) nor address and customer (`contact-customer-service`).
  ...PERSONAL_KEY_PARTS.filter(
    (part) => !['email', 'phone', 'mobile', 'address', 'customer'].includes(part),
  ),
  ...['customerref', 'customerid', 'customerno', 'customernumber', 'customername', 'clientid'],
  ...['clientref', 'memberid', 'userid', 'accountno', 'cardno', 'dob', 'dateofbirth', 'hkidno'],
]);

/** The words of a name or text: `customerRef`, `customer_ref` and `Customer Ref` give customer, ref. */
const wordsOf = (text: string) =>
  text
    .split(/[^\p{L}\p{N}]+|(?<=[\p{Ll}\p{N}])(?=\p{Lu})/u)
    .filter(Boolean)
    .map((word) => word.toLowerCase());

/**
 * A property name such as `email`, `first_name`, `contactPhone`, `customer_ref` or `phonenumber`:
 * its value would be personal data.
 */
export function isPersonalKey(key: string): boolean {
  const words = wordsOf(key);
  if (words.some((word) => PERSONAL_KEY_WORDS.has(word))) return true;
  const joined = words.join('');
  return PERSONAL_KEY_PARTS.some((part) => joined.includes(part));
}

/** Text that names a customer identifier: `customer_ref: X`, `name=X`, `hkid-X`, `姓名：X`. */
function namesIdentifier(text: string): boolean {
  if (CHINESE_LABEL.test(text)) return true;
  // A label before `:` or `=` (`email: x`, `phone=x`, `tel:+852…`).
  for (const { index } of text.matchAll(/[:=]/g)) {
    const label = /[\p{L}\p{N}_. -]*$/u.exec(text.slice(Math.max(0, index - 40), index))![0];
    if (isPersonalKey(label)) return true;
  }
  const words = wordsOf(text);
  return words.some(
    (word, at) =>
      /^(?:hkid|passport)/.test(word) ||
      [1, 2, 3].some((size) => IDENTIFIER_NAMES.has(words.slice(at, at + size).join(''))),
  );
}

export function looksPersonal(value: string): boolean {
  const text = normalisedText(value);
  const compact = compactForm(text);
  return (
    [HK_MOBILE, LONG_NUMBER, HKID].some((pattern) => pattern.test(compact)) ||
    AT_SIGN.test(text) ||
    EMAIL.test(speltOut(text)) ||
    namesIdentifier(text)
  );
}

/** A property value that looks personal: text, or a number written out (`91234567`). */
export function looksPersonalValue(value: string | number | boolean): boolean {
  if (typeof value === 'boolean') return false;
  if (typeof value === 'number')
    return looksPersonal(Number.isInteger(value) ? value.toFixed(0) : String(value));
  return looksPersonal(value);
}
