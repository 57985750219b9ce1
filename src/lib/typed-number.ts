/**
 * A number as a visitor types it into a tool that answers as they type (the planner's amount, the
 * loan calculator's amount, months and rate). Plain code rather than a schema: these tools hydrate
 * without the schema library, which is 24 KiB gzipped (e2e/support/loaded-scripts.ts).
 */

/** What may surround the digits ("HK$ 500,000", "0.45%"): dropped before the number is read. */
const decoration = { money: /HK\$|\$|,|\s/gi, rate: /HK\$|\$|,|%|\s/gi } as const;

export type TypedNumber = { ok: true; value: number } | { ok: false; error: 'required' | 'format' };

/**
 * Reads `text` as `pattern` allows once its decoration is dropped, times `scale`, rounded ("0.45" at
 * scale 100 is 45). Empty is `required`; anything else the pattern refuses, or over `maxLength`
 * as typed, is `format`.
 */
export function readTypedNumber(
  text: string,
  {
    pattern,
    scale = 1,
    maxLength = Infinity,
    percent = false,
  }: { pattern: RegExp; scale?: number; maxLength?: number; percent?: boolean },
): TypedNumber {
  if (text.length > maxLength) return { ok: false, error: 'format' };
  const digits = text.replace(percent ? decoration.rate : decoration.money, '');
  if (digits === '') return { ok: false, error: 'required' };
  if (!pattern.test(digits)) return { ok: false, error: 'format' };
  return { ok: true, value: Math.round(Number(digits) * scale) };
}
