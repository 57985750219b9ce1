import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import { z } from 'zod';
import { fieldErrorCode, fieldErrors } from '@/lib/api/field-error-code';

// No compiled parsers: zod would probe `new Function` once, which the CSP (no 'unsafe-eval') blocks
// and the browser reports as a violation. Same results, parsed without code generation.
z.config({ jitless: true });

/** Field path → code, the first issue per field, exactly as the API would answer (422 fields). */
export function fieldCodes(schema: z.ZodType, payload: unknown): Record<string, string> {
  const parsed = schema.safeParse(payload, { error: fieldErrorCode });
  return parsed.success ? {} : fieldErrors(parsed.error);
}

export const inGroup = (path: string, group: readonly string[]) =>
  group.some((field) => path === field || path.startsWith(`${field}.`));

/**
 * zod runs an object's cross-field rules only once every field parses. `neutral`, a complete valid
 * payload, stands in for the fields not being checked (the other steps of a long form) and for the
 * fields already in error, so every rule about the rest is reported at once.
 */
export type RuleCheck = {
  neutral: Record<string, unknown>;
  groups?: readonly (readonly string[])[];
};

const topKey = (path: string) => path.split('.')[0]!;

/** `base` with `keys` taken from `from` (or dropped where `from` has none). */
function overlay(
  base: Record<string, unknown>,
  keys: Iterable<string>,
  from: Record<string, unknown>,
) {
  const candidate = { ...base };
  for (const key of keys) {
    if (key in from) candidate[key] = from[key];
    else delete candidate[key];
  }
  return candidate;
}

/** The codes of `payload`, with the cross-field rules of the fields that parse reported too. */
export function codesWithRules(
  schema: z.ZodType,
  payload: Record<string, unknown>,
  neutral?: Record<string, unknown>,
) {
  const codes = fieldCodes(schema, payload);
  if (!neutral || Object.keys(codes).length === 0) return codes;
  const broken = new Set(Object.keys(codes).map(topKey));
  for (const [path, code] of Object.entries(fieldCodes(schema, overlay(payload, broken, neutral))))
    if (!broken.has(topKey(path))) codes[path] ??= code;
  return codes;
}

/**
 * A react-hook-form resolver from the API's own schema: `toPayload` turns the inputs into the request
 * body, the schema judges it, and each field gets the API's code as its message (translated on show).
 */
export function schemaResolver<V extends FieldValues>(
  schema: z.ZodType,
  toPayload: (values: V) => Record<string, unknown>,
  rules?: RuleCheck,
  /** Where a payload path's message shows when the form names it otherwise. */
  fieldFor: (path: string, values: V) => string = (path) => path,
): Resolver<V> {
  return async (values, _context, options) => {
    const payload = toPayload(values);
    const names = (options.names ?? []) as string[];
    // Names all from one step: check that step. `trigger()` on the whole form names every field.
    const group =
      rules?.groups && names.length > 0
        ? rules.groups.find((fields) => names.every((name) => inGroup(name, fields)))
        : undefined;
    // The step's own answers (absent ones stay absent) on top of a complete valid payload.
    const candidate = group ? overlay(rules!.neutral, group.map(topKey), payload) : payload;
    const codes = codesWithRules(schema, candidate, rules?.neutral);
    const flat: Record<string, FieldError> = {};
    for (const [path, code] of Object.entries(codes)) {
      if (group && !inGroup(path, group)) continue;
      flat[fieldFor(path, values)] = { type: code, message: code };
    }
    if (Object.keys(flat).length === 0) return { values, errors: {} };
    return { values: {}, errors: toNestErrors(flat, options) };
  };
}
