/**
 * Characters no visitor-supplied text may hold: every C0 and C1 control and DEL (NUL, which
 * PostgreSQL cannot store; ESC and CSI, which start terminal escapes; tab, CR and LF, which split a
 * name or a log line), the Unicode line and paragraph separators, and every bidi control (U+061C,
 * U+200E, U+200F, the embeddings and overrides U+202A–U+202E, the isolates U+2066–U+2069), which
 * reorder what a reader sees. Lone surrogates are refused too: they are not Unicode. So is U+FFFD,
 * which is what a decoder leaves for bytes that are not UTF-8 (a form body in another charset).
 *
 * Every field of the site is one line today. A multi-line field (a textarea) would let `\n` through
 * here and keep refusing it in the one-line schema (common-fields.ts), which uses this same check.
 */
const FORBIDDEN = /[\p{Cc}\p{Bidi_Control}\u2028\u2029\uFFFD]/u;

/** True when `text` holds a character no field takes (see above). */
export function hasForbiddenCharacters(text: string): boolean {
  return FORBIDDEN.test(text) || !text.isWellFormed();
}
