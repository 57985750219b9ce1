/**
 * Turning what inputs hold (strings, string arrays) into the API's payload types. An empty answer
 * becomes `undefined`, so the schema says `required` rather than "too short" or "invalid email".
 */
export function text(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

/** "500,000" → 500000; anything else that is not a whole number stays text for the schema to refuse. */
export function wholeNumber(value: unknown): number | string | undefined {
  const typed = text(value)?.replace(/[\s,]/g, '');
  if (!typed) return undefined;
  return /^\d{1,15}$/.test(typed) ? Number(typed) : typed;
}

/** A yes/no radio pair. */
export function yesNo(value: unknown): boolean | undefined {
  if (value === 'yes') return true;
  if (value === 'no') return false;
  return undefined;
}

/** A checkbox group: react-hook-form gives an array, or a bare value/false with a single box. */
export function choices(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  return typeof value === 'string' && value !== '' ? [value] : [];
}

/** Drops `undefined` entries so a strict schema sees absent keys, as JSON would send them. */
export function compact<T extends Record<string, unknown>>(payload: T): T {
  return Object.fromEntries(
    Object.entries(payload).filter(([, value]) => value !== undefined),
  ) as T;
}
