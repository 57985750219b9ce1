import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type { FormSchema } from './schema-rules';

/**
 * A react-hook-form resolver from the API's own schema: `toPayload` turns the inputs into the request
 * body, the schema judges it, and each field gets the API's code as its message (translated on show).
 * `groups` are the steps of a long form (top-level keys): a step is checked with the schema picked to
 * its keys. The schema comes from `loadSchema`, and zod with it, at the first check: a form page
 * hydrates without it (zod is about 31 KB gzipped of the page's JavaScript).
 */
export function schemaResolver<V extends FieldValues>(
  loadSchema: () => Promise<FormSchema | z.ZodType>,
  toPayload: (values: V) => Record<string, unknown>,
  groups?: readonly (readonly string[])[],
  /** Where a payload path's message shows when the form names it otherwise. */
  fieldFor: (path: string, values: V) => string = (path) => path,
): Resolver<V> {
  return async (values, _context, options) => {
    const [{ stepCodes }, loaded] = await Promise.all([import('./schema-check'), loadSchema()]);
    const schema = 'whole' in loaded ? loaded : { whole: loaded };
    const names = (options.names ?? []) as string[];
    const codes = stepCodes(schema, toPayload(values), names, groups);
    const flat: Record<string, FieldError> = {};
    for (const [path, code] of Object.entries(codes))
      flat[fieldFor(path, values)] = { type: code, message: code };
    if (Object.keys(flat).length === 0) return { values, errors: {} };
    return { values: {}, errors: toNestErrors(flat, options) };
  };
}
