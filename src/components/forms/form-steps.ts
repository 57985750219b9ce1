/** A step of a multi-step form: its id (for its heading) and its top-level fields in page order. */
export type FormStep = { id: string; fields: readonly string[] };

/** Whether `path` (a field, or one inside it) belongs to `group`. */
export const inGroup = (path: string, group: readonly string[]) =>
  group.some((field) => path === field || path.startsWith(`${field}.`));

/** The step that holds a field path (server codes come as paths); the last step for anything else. */
export function stepOfField(steps: readonly FormStep[], path: string): number {
  const index = steps.findIndex((step) => inGroup(path, step.fields));
  return index < 0 ? steps.length - 1 : index;
}
