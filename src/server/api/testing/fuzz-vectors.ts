// What the fuzz cases (fuzz-cases.ts) put in a field: values of the wrong type, and characters.

/** The wrong-type values of the issue: null, a number, an array, an object; and text and a flag. */
export const wrongValues: Record<string, unknown> = {
  null: null,
  number: 42,
  array: ['x'],
  object: { x: 1 },
  string: 'x',
  boolean: true,
};

/** Controls and bidi controls, each as a visitor could paste or a script could send them. */
export const characterVectors: Record<string, string> = {
  'ESC sequence': '\u001b[31m',
  'CR LF': '\r\n',
  LF: '\n',
  CR: '\r',
  TAB: '\t',
  'BEL, BS': '\u0007\u0008',
  'VT, FF': '\u000b\u000c',
  DEL: '\u007f',
  'C1 NEL': '\u0085',
  'C1 CSI': '\u009b2J',
  'U+202E RLO': '\u202e',
  'U+202A LRE': '\u202a',
  'U+2066 LRI': '\u2066',
  'U+2069 PDI': '\u2069',
  'U+200E LRM': '\u200e',
  'U+200F RLM': '\u200f',
  'U+061C ALM': '\u061c',
  'U+2028 LS': '\u2028',
  'U+2029 PS': '\u2029',
};
