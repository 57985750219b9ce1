import type { z } from 'zod';
import type { FieldErrors } from './api-error';

/**
 * A public GET endpoint's query string, judged by its schema. A parameter given twice is refused
 * (`repeated`), as is one the schema does not know (`unknown_parameter`) or a wrong value
 * (`invalid_value`): the answer is then a 422 `validation_failed` no cache keeps.
 */
export function parseQuery<S extends z.ZodType>(
  request: Request,
  schema: S,
): { ok: true; data: z.output<S> } | { ok: false; response: Response } {
  const params = new URL(request.url).searchParams;
  const keys = [...params.keys()];
  const repeated = keys.filter((key, index) => keys.indexOf(key) !== index);
  const parsed = schema.safeParse(Object.fromEntries(params));
  if (parsed.success && repeated.length === 0) return { ok: true, data: parsed.data };
  const fields: FieldErrors = Object.fromEntries(repeated.map((key) => [key, 'repeated']));
  for (const issue of parsed.error?.issues ?? []) {
    if (issue.code === 'unrecognized_keys')
      for (const key of issue.keys) fields[key] = 'unknown_parameter';
    else fields[String(issue.path[0] ?? 'query')] = 'invalid_value';
  }
  return {
    ok: false,
    response: Response.json(
      { error: { code: 'validation_failed', fields } },
      { status: 422, headers: { 'Cache-Control': 'no-store' } },
    ),
  };
}
