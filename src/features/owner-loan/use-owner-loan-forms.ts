import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { AppLocale } from '@/config/locales';
import { firstError, focusField, setServerErrors } from '@/components/forms/focus-first-error';
import type { FieldCodes } from '@/components/forms/submit-client';
import { useTypedBeforeHydration } from '@/components/forms/typed-before-hydration';
import { useOwnerLoanFormPair } from './owner-loan-form-pair';

/** The application's two forms (owner-loan-form-pair.ts); typed before hydration wins over the draft. */
export function useOwnerLoanForms(locale: AppLocale) {
  const pair = useOwnerLoanFormPair(locale);
  const formId = useTypedBeforeHydration(pair.applicant);
  return { ...pair, formId };
}

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
