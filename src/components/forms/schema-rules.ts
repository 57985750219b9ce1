import type { z } from 'zod';

type Issue = (path: PropertyKey[], code: string) => void;

/** A rule across fields: `check` reports its codes through `issue` and reads only `fields`. */
export type CrossRule<T> = {
  fields: readonly (keyof T & string)[];
  check(value: T, issue: Issue): void;
};

/** Declares a rule over `fields` of the form whose output is `T`. */
export const crossRule = <T>(
  fields: CrossRule<T>['fields'],
  check: CrossRule<T>['check'],
): CrossRule<T> => ({ fields, check });

/**
 * True when the value is an object and none of `fields` has an issue yet: the rule can read them as
 * parsed. An issue on the object itself (null, a number, an array where the object belongs) stops
 * the rule too; unknown keys do not, they leave the fields parsed.
 */
const parsed = (fields: readonly string[]) => (payload: z.core.ParsePayload) => {
  const { value } = payload;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return !payload.issues.some((issue) => {
    const head = issue.path?.[0];
    return head === undefined ? issue.code !== 'unrecognized_keys' : fields.includes(String(head));
  });
};

/** Any form's rule: its value is the object schema's output, whichever object that is. */
type Rule = { fields: readonly string[]; check(value: unknown, issue: Issue): void };

function refine<S extends z.ZodObject>(schema: S, rules: readonly Rule[]): S {
  return rules.reduce(
    (refined, rule) =>
      refined.superRefine(
        (value, ctx) =>
          rule.check(value, (path, message) => ctx.addIssue({ code: 'custom', path, message })),
        { when: parsed(rule.fields) },
      ),
    schema,
  );
}

/**
 * The object schema with its cross-field rules. Each rule runs once its own fields parse (zod's
 * `when`), whatever the rest of the request holds, so one answer names every field to fix.
 */
export function withRules<S extends z.ZodObject>(
  schema: S,
  rules: readonly CrossRule<z.output<S>>[],
): S {
  return refine(schema, rules);
}

/**
 * One step of a form: its fields picked to `keys`, with the rules that read only those keys. Keys of
 * the other steps are left aside (the step's check sees the whole form's request body).
 */
export function stepSchema<S extends z.ZodObject>(
  fields: S,
  rules: readonly CrossRule<z.output<S>>[],
  keys: readonly string[],
): z.ZodType {
  const object: z.ZodObject = fields;
  const mask: Record<string, true> = Object.fromEntries(
    Object.keys(fields.shape)
      .filter((key) => keys.includes(key))
      .map((key) => [key, true as const]),
  );
  const own = rules.filter((rule) => rule.fields.every((field) => keys.includes(field)));
  return refine(object.pick(mask).strip(), own);
}

/** A form's schema as the client checks it: the whole request, or one step of it. */
export type FormSchema = {
  whole: z.ZodType;
  /** The schema of the step whose top-level keys are `keys`; without it, steps use the whole. */
  step?: (keys: readonly string[]) => z.ZodType;
};
