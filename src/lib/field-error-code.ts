import type { z } from 'zod';

type Issue = z.core.$ZodRawIssue;

/** A code per field name (`{ mobile: 'invalid_mobile' }`), as the API answers 422. */
export type FieldErrors = Record<string, string>;

function sizeCode(issue: Issue, small: boolean): string {
  const origin = (issue as { origin?: string }).origin;
  if (origin === 'string')
    return small ? (issue.input === '' ? 'required' : 'too_short') : 'too_long';
  if (origin === 'array' || origin === 'set') return small ? 'too_few' : 'too_many';
  return small ? 'too_small' : 'too_big';
}

/**
 * zod error map that turns every issue into a code instead of an English sentence, for the API and the
 * forms alike (`schema.safeParse(data, { error: fieldErrorCode })`). Codes set on a schema win.
 */
export function fieldErrorCode(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? 'required' : 'invalid_type';
    case 'too_small':
      return sizeCode(issue, true);
    case 'too_big':
      return sizeCode(issue, false);
    case 'invalid_format':
      return (issue as { format?: string }).format === 'email' ? 'invalid_email' : 'invalid_format';
    case 'invalid_value':
      return 'invalid_option';
    case 'unrecognized_keys':
      return 'unknown_field';
    default:
      return 'invalid';
  }
}

/** Field path (`source_of_awareness.online_other`) → code, for a 422 answer. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const base = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) fields[base ? `${base}.${key}` : key] = 'unknown_field';
    } else {
      fields[base || '$root'] ??= issue.message;
    }
  }
  return fields;
}
