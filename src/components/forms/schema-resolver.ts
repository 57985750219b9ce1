import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

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

/**
 * A react-hook-form resolver from the API's own schema: `toPayload` turns the inputs into the request
 * body, the schema judges it, and each field gets the API's code as its message (translated on show).
 * The schema comes from `loadSchema`, and zod with it, at the first check: a form page hydrates
 * without it (zod is about 31 KB gzipped of the page's JavaScript).
 */
export function schemaResolver<V extends FieldValues>(
  loadSchema: () => Promise<z.ZodType>,
  toPayload: (values: V) => Record<string, unknown>,
  rules?: RuleCheck,
  /** Where a payload path's message shows when the form names it otherwise. */
  fieldFor: (path: string, values: V) => string = (path) => path,
): Resolver<V> {
  return async (values, _context, options) => {
    const [{ stepCodes }, schema] = await Promise.all([import('./schema-check'), loadSchema()]);
    const names = (options.names ?? []) as string[];
    const codes = stepCodes(schema, toPayload(values), names, rules);
    const flat: Record<string, FieldError> = {};
    for (const [path, code] of Object.entries(codes))
      flat[fieldFor(path, values)] = { type: code, message: code };
    if (Object.keys(flat).length === 0) return { values, errors: {} };
    return { values: {}, errors: toNestErrors(flat, options) };
  };
}
