/**
 * How the site search splits text. Chinese has no spaces between words, so a run of Han characters
 * is indexed as its single characters and its bigrams (分期付款: 分, 期, 付, 款, 分期, 期付, 付款) and
 * a query of two or more characters asks for its bigrams, all of them (分期 finds 分期付款). Latin
 * text is split into words, lower-cased, with a plural `s` dropped; those words match by prefix and
 * with typos (fuzzy), Chinese only exactly.
 */

/** A run of Han characters (with 〇 and the iteration mark), or a run of letters and digits. */
const PIECES = /([\p{Script=Han}〇々]+)|([\p{L}\p{N}]+(?:['’][\p{L}]+)?)/gu;
const HAN = /^\p{Script=Han}/u;

export const isHan = (term: string) => HAN.test(term);

/** One Latin word as indexed and asked: lower case, accents and a plural `s` dropped. */
export function latinTerm(word: string): string {
  const plain = word
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’]s$/u, '');
  return plain.length > 3 && plain.endsWith('s') && !plain.endsWith('ss')
    ? plain.slice(0, -1)
    : plain;
}

function* pieces(text: string): Generator<{ han: boolean; value: string }> {
  for (const match of text.normalize('NFKC').matchAll(PIECES)) {
    if (match[1]) yield { han: true, value: match[1] };
    else if (match[2]) yield { han: false, value: match[2] };
  }
}

const bigrams = (run: string) => {
  const chars = [...run];
  return chars.slice(1).map((char, i) => `${chars[i]}${char}`);
};

/** The terms a document's text is indexed under. */
export function indexTerms(text: string): string[] {
  const terms: string[] = [];
  for (const { han, value } of pieces(text)) {
    if (han) terms.push(...value, ...bigrams(value));
    else terms.push(latinTerm(value));
  }
  return terms;
}

/** The terms a query asks for (every one must match): Chinese bigrams, or its one character. */
export function queryTerms(query: string): string[] {
  const terms: string[] = [];
  for (const { han, value } of pieces(query)) {
    if (!han) terms.push(latinTerm(value));
    else if ([...value].length === 1) terms.push(value);
    else terms.push(...bigrams(value));
  }
  return [...new Set(terms)].filter(Boolean);
}

/** Typos allowed in a query term: none in Chinese or short words, one from 4 letters, two from 8. */
export function typoAllowance(term: string): number {
  if (isHan(term) || term.length < 4) return 0;
  return term.length < 8 ? 1 : 2;
}

/** Whether a query term also matches the words it begins (Latin, from 3 letters). */
export const prefixAllowed = (term: string) => !isHan(term) && term.length >= 3;
