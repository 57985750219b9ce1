import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { firstError, focusField, setServerErrors } from '@/components/forms/focus-first-error';
import type { FieldCodes } from '@/components/forms/submit-client';

/** Marks the fields the server refused and focuses the first of them in `order`. */
export function showErrors<V extends FieldValues>(
  form: UseFormReturn<V>,
  fields: FieldCodes,
  order: string[],
) {
  setServerErrors(form, fields);
  const first = firstError(order, form);
  if (first) focusField(first);
}
