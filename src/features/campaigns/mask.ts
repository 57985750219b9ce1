const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const DIGIT = /\p{Nd}/u;
const MASKED = /[*•xX]/u;

/**
 * A winner's identifier as it may be published: letters always hidden, digits hidden except the
 * last four of a number at least eight long (masked places count). Editors enter masked values;
 * this is the safety net.
 */
export function maskIdentifier(identifier: string): string {
  const chars = [...identifier];
  const places = chars.filter((ch) => DIGIT.test(ch) || MASKED.test(ch)).length;
  let keep = places >= 8 ? 4 : 0;
  const out: string[] = [];
  for (let i = chars.length - 1; i >= 0; i--) {
    const ch = chars[i] ?? '';
    if (DIGIT.test(ch) && keep > 0) {
      out.push(ch);
      keep -= 1;
    } else out.push(LETTER_OR_DIGIT.test(ch) ? '*' : ch);
  }
  return out.reverse().join('');
}
