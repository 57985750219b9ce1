import type { z } from 'zod';
import { fieldErrorCode, fieldErrors } from '@/server/api/field-error-code';
import { inGroup, type RuleCheck } from './schema-resolver';

/** Field path → code, the first issue per field, exactly as the API would answer (422 fields). */
export function fieldCodes(schema: z.ZodType, payload: unknown): Record<string, string> {
  const parsed = schema.safeParse(payload, { error: fieldErrorCode });
  return parsed.success ? {} : fieldErrors(parsed.error);
}

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
 * The codes of the fields `names` asks about. Names all from one step of `rules.groups`: that step's
 * answers (absent ones stay absent) on top of a complete valid payload, and only its codes. Otherwise
 * (`trigger()` on the whole form names every field) the whole payload.
 */
export function stepCodes(
  schema: z.ZodType,
  payload: Record<string, unknown>,
  names: readonly string[],
  rules?: RuleCheck,
): Record<string, string> {
  const group =
    rules?.groups && names.length > 0
      ? rules.groups.find((fields) => names.every((name) => inGroup(name, fields)))
      : undefined;
  const candidate = group ? overlay(rules!.neutral, group.map(topKey), payload) : payload;
  const codes = codesWithRules(schema, candidate, rules?.neutral);
  if (!group) return codes;
  return Object.fromEntries(Object.entries(codes).filter(([path]) => inGroup(path, group)));
}
