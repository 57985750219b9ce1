/**
 * Undoes the disguises personal data arrives in before the checks of personal-data.ts look at it:
 * escapes, compatibility forms (full-width), invisible characters, `(at)` and `(dot)`, digits of
 * other scripts and number words. Runs in the browser (tracker) and on the server (collector).
 */

/** UTF-8 length of a sequence by its first byte; 1 for a byte that cannot start one. */
const sequenceLength = (lead: number) =>
  lead >= 0xf0 && lead < 0xf8 ? 4 : lead >= 0xe0 ? 3 : lead >= 0xc0 ? 2 : 1;

/** One run of `%XX` escapes, decoded sequence by sequence: a malformed one is kept as it came. */
function decodeRun(run: string): string {
  const escapes = run.match(/%[0-9a-f]{2}/gi) ?? [];
  let decoded = '';
  for (let i = 0; i < escapes.length;) {
    const size = sequenceLength(Number.parseInt(escapes[i]!.slice(1), 16));
    try {
      decoded += decodeURIComponent(escapes.slice(i, i + size).join(''));
      i += size;
    } catch {
      decoded += escapes[i];
      i += 1;
    }
  }
  return decoded;
}

/** Percent-decoding that never throws (`%`, `%E0%A4`, `%zz` stay as they are). */
export function percentDecoded(text: string): string {
  return text.replace(/(?:%[0-9a-f]{2})+/gi, decodeRun);
}

const NAMED_ENTITIES: Record<string, string> = { commat: '@', period: '.', amp: '&', colon: ':' };

function entity(match: string, body: string): string {
  if (body.startsWith('#')) {
    const code =
      body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : Number(body.slice(1));
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : match;
  }
  return NAMED_ENTITIES[body.toLowerCase()] ?? match;
}

/** HTML character references (`&#64;`, `&#x40;`, `&commat;`). */
export const entitiesDecoded = (text: string) =>
  text.replace(/&(#\d{1,7}|#x[0-9a-f]{1,6}|[a-z]{2,8});?/gi, entity);

/**
 * The text as a reader would see it: escapes and entities decoded (repeatedly, for double
 * escaping), NFKC (full-width forms to ASCII), invisible format characters and combining marks
 * removed, bracketed `at` and `dot` written as `@` and `.`. Case is kept (camelCase names words).
 */
export function normalisedText(value: string): string {
  let text = value;
  for (let round = 0; round < 4; round++) {
    const next = entitiesDecoded(percentDecoded(text)).normalize('NFKC');
    if (next === text) break;
    text = next;
  }
  return text
    .replace(/[\p{Cf}\p{Mn}\p{Me}]/gu, '')
    .replace(/[([{<]\s*at\s*[)\]}>]/gi, '@')
    .replace(/[([{<]\s*dot\s*[)\]}>]/gi, '.');
}

/** The value of a decimal digit of any script: digits of one script are ten code points in a row. */
function asciiDigit(digit: string): string {
  const code = digit.codePointAt(0)!;
  let value = 0;
  while (value < 9 && /\p{Nd}/u.test(String.fromCodePoint(code - value - 1))) value++;
  return String(value);
}

const HAN_DIGITS = '〇一二三四五六七八九零壹貳參肆伍陸柒捌玖贰叁陆';
const HAN_VALUES = '01234567890123456789236';
const HAN_DIGIT = new RegExp(`[${HAN_DIGITS}]`, 'g');
const WORD_DIGITS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
];

/**
 * Letters and ASCII digits only, lower case: digits of any script, Chinese numerals and number
 * words become digits, and every separator (space, dot, dash, bracket, slash…) goes, so that
 * `A 123456 (7)` reads `a1234567` and `９１２３-４５６７` reads `91234567`.
 */
export function compactForm(normalised: string): string {
  return normalised
    .toLowerCase()
    .replace(/\p{Nd}/gu, (digit) => (/[0-9]/.test(digit) ? digit : asciiDigit(digit)))
    .replace(HAN_DIGIT, (han) => HAN_VALUES[HAN_DIGITS.indexOf(han)]!)
    .replace(/[a-z]+/g, (word) => {
      const digit = WORD_DIGITS.indexOf(word);
      return digit < 0 ? word : String(digit);
    })
    .replace(/[^\p{L}0-9]/gu, '');
}
