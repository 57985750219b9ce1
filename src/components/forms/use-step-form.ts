import { useMemo, useState } from 'react';
import { useForm, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslations } from 'use-intl';
import type { z } from 'zod';
import type { AppLocale } from '@/config/locales';
import { firstError, focusField, setServerErrors } from './focus-first-error';
import { useToast } from './form-toast-context';
import { schemaResolver } from './schema-resolver';
import type { FormSchema } from './schema-rules';
import type { FieldCodes } from './submit-client';
import { useFormDraft } from './use-form-draft';
import { useFormSubmission } from './use-form-submission';
import { useLeaveGuard } from './use-leave-guard';
import { useStepHistory } from './use-step-history';

/** The values of a form in steps: the API's schema, its request body, its steps and its draft. */
export type StepValuesSetup<V extends FieldValues> = {
  empty: V;
  /** The API's schema (it brings zod: loaded at the first check, not with the page). */
  schema: () => Promise<FormSchema | z.ZodType>;
  payload: (values: V, locale: AppLocale) => Record<string, unknown>;
  /** The steps' top-level fields: a step is checked with the schema picked to them. */
  groups?: readonly (readonly string[])[];
  /** Where what was typed is kept, so that it survives a reload in this tab. */
  draft: string;
};

/** A form of an application in steps, checked with the API's schema, with its draft. */
export function useStepValues<V extends FieldValues>(setup: StepValuesSetup<V>, locale: AppLocale) {
  const { schema, payload, groups, empty } = setup;
  const resolver = useMemo(
    () => schemaResolver<V>(schema, (values) => payload(values, locale), groups),
    [schema, payload, groups, locale],
  );
  const form = useForm<V>({
    defaultValues: empty as never,
    mode: 'onTouched',
    resolver,
    shouldFocusError: false,
  });
  const draft = useFormDraft(setup.draft, form, empty);
  return { form, draft };
}

/**
 * What every application in steps shares: the step shown (each its own history entry), the send
 * (Idempotency-Key, retries), the toast and the question before leaving with typed answers.
 */
export function useStepForm({
  minFillMs,
  last,
  complete,
  hasInput,
}: {
  minFillMs: number;
  /** The last step's index. */
  last: number;
  /** Whether a step's fields pass their checks (a reload checks the steps before the one asked). */
  complete: (index: number) => Promise<boolean>;
  hasInput: () => boolean;
}) {
  const forms = useTranslations('Forms');
  const submission = useFormSubmission({ minFillMs });
  const toast = useToast();
  const [step, setStep] = useState(0);
  const go = useStepHistory({ show: setStep, last, complete });
  useLeaveGuard(hasInput, forms('leaveQuestion'));
  return { step, go, last, submission, toast };
}

export type StepFormState = ReturnType<typeof useStepForm>;

/** Whether `fields` (all by default) pass, without showing their messages yet. */
export async function fieldsPass<V extends FieldValues>(
  form: UseFormReturn<V>,
  fields?: readonly string[],
): Promise<boolean> {
  const names = fields ? ([...fields] as Array<Path<V>>) : undefined;
  const passes = await form.trigger(names);
  if (!passes) form.clearErrors(names);
  return passes;
}

/** Checks `fields` (all by default); when one fails, focus goes to the first of `order` in error. */
export async function checkFields<V extends FieldValues>(
  form: UseFormReturn<V>,
  fields: readonly string[] | undefined,
  order: readonly string[],
  reveal: (name: string) => void = focusField,
  fallback?: string,
): Promise<boolean> {
  if (await form.trigger(fields ? ([...fields] as Array<Path<V>>) : undefined)) return true;
  const first = firstError(order, form) ?? fallback;
  if (first) reveal(first);
  return false;
}

/** Marks the fields the server refused; focus goes to the first of `order` in error. */
export function showServerErrors<V extends FieldValues>(
  form: UseFormReturn<V>,
  fields: FieldCodes,
  order: readonly string[],
  reveal: (name: string) => void = focusField,
  fallback?: string,
) {
  setServerErrors(form, fields);
  const first = firstError(order, form) ?? fallback;
  if (first) reveal(first);
}
