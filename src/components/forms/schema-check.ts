import type { z } from 'zod';
import { fieldErrorCode, fieldErrors } from '@/lib/field-error-code';
import { inGroup } from './form-steps';
import type { FormSchema } from './schema-rules';

/** Field path → code, the first issue per field, exactly as the API would answer (422 fields). */
export function fieldCodes(schema: z.ZodType, payload: unknown): Record<string, string> {
  const parsed = schema.safeParse(payload, { error: fieldErrorCode });
  return parsed.success ? {} : fieldErrors(parsed.error);
}

const topKey = (path: string) => path.split('.')[0]!;

/**
 * The codes of the fields `names` asks about. Names all from one of `groups` (a step): that step's
 * schema (the form's schema picked to its keys, with the rules among them) judges the answers, and
 * only its codes count. Otherwise (`trigger()` on the whole form names every field) the whole schema.
 */
export function stepCodes(
  schema: FormSchema,
  payload: Record<string, unknown>,
  names: readonly string[],
  groups?: readonly (readonly string[])[],
): Record<string, string> {
  const group =
    groups && schema.step && names.length > 0
      ? groups.find((fields) => names.every((name) => inGroup(name, fields)))
      : undefined;
  if (!group || !schema.step) return fieldCodes(schema.whole, payload);
  const codes = fieldCodes(schema.step(group.map(topKey)), payload);
  return Object.fromEntries(Object.entries(codes).filter(([path]) => inGroup(path, group)));
}
