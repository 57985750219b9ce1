import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

import type { FieldCodes } from './submit-client';

/**
 * The first of `order` (fields in page order) with an error of its own (not only in its children).
 * Reads the form's live state: `formState` is the last render's, stale right after a check.
 */
export function firstError<V extends FieldValues>(
  order: readonly string[],
  form: Pick<UseFormReturn<V>, 'getFieldState'>,
): string | null {
  const live = form.getFieldState as (name: string) => { error?: { message?: unknown } };
  return order.find((name) => typeof live(name).error?.message === 'string') ?? null;
}

/**
 * Marks each field the server refused (a 422 answer's `fields`) with its error code.
 * `fieldFor` maps an API path to the form field that shows it, where the two differ.
 */
export function setServerErrors<V extends FieldValues>(
  form: Pick<UseFormReturn<V>, 'setError'>,
  fields: FieldCodes,
  fieldFor: (path: string) => string = (path) => path,
): void {
  for (const [path, code] of Object.entries(fields))
    form.setError(fieldFor(path) as Path<V>, { type: 'server', message: code });
}

/** Smooth scrolling, unless the visitor asked for reduced motion. */
export const scrollBehavior = (): ScrollBehavior =>
  window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';

/** The event that asks a form's error summary (error-summary.client.tsx) to show itself and take focus. */
export const errorSummaryEvent = 'error-summary:show';

/**
 * After a failed send: focus goes to the form's error summary, which lists every field to fix;
 * a form without one focuses `name`, the first field in error.
 */
export function focusField(name: string): boolean {
  const container = document.querySelector<HTMLElement>(`[data-field="${CSS.escape(name)}"]`);
  const summary = (container?.closest('form') ?? document).querySelector('[data-error-summary]');
  if (!summary) return focusInput(name);
  summary.dispatchEvent(new CustomEvent(errorSummaryEvent, { detail: name }));
  return true;
}

/** What a visitor types or chooses in: a field's inputs. */
export const fieldInputs = 'input:not([type=hidden]), select, textarea';

/** Moves focus to the field's first input (a group's first option) and brings it into view. */
export function focusInput(name: string): boolean {
  const container = document.querySelector<HTMLElement>(`[data-field="${CSS.escape(name)}"]`);
  const target = container?.querySelector<HTMLElement>(fieldInputs);
  if (!target) return false;
  target.focus({ preventScroll: true });
  (container ?? target).scrollIntoView({ block: 'center', behavior: scrollBehavior() });
  return true;
}
