import { useMemo, useState } from 'react';
import { useForm, type DefaultValues, type FieldErrors, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import type { AppLocale } from '@/config/locales';
import type { ErrorParams } from './field-shell.client';
import { firstError, focusField, setServerErrors } from './focus-first-error';
import { useToast } from './form-toast-context';
import { shownState, usePostedErrors, usePostedSummary } from './plain-post-fields.client';
import type { PlainPostState } from './posted-form';
import { schemaResolver } from './schema-resolver';
import { useSentAnswer } from './sent-answer';
import type { FormSchema } from './schema-rules';
import { useFormSubmission, type EndpointInfo } from './use-form-submission';
/** What a page gives a single-step form island: its locale and its plain-post state. */
export type SingleStepProps = PlainPostState & { locale: AppLocale };

/** What a single-step form is: its values, schema, endpoint, request body and fields in page order. */
export type SingleStepSetup<V extends FieldValues> = {
  defaultValues: DefaultValues<V>;
  /** The API's schema (it brings zod: loaded at the first check, not with the page). */
  schema: () => Promise<FormSchema | z.ZodType>;
  endpoint: () => Promise<EndpointInfo>;
  payload: (values: V, locale: AppLocale) => Record<string, unknown>;
  groups?: readonly (readonly string[])[];
  /** Where a payload path's message shows when the form names it otherwise. */
  fieldFor?: (path: string, values: V) => string;
  order: readonly [string, ...string[]];
  /** A field's label, as the error summary of a plain post names it. */
  label: (name: string) => string;
  summary?: { params?: ErrorParams; optional?: readonly string[] };
  /** Where focus goes when no field of `order` shows an error: the first of them by default. */
  focus?: string;
  /** The confirmation toast when the answer comes. */
  toast?: string;
};

const samePath = (path: string) => path;

/**
 * The state every single-step form shares: react-hook-form checking with the API's schema, the plain
 * post's values, errors and summary, the submission (Idempotency-Key, retries) and the answer, which
 * a plain post may already have brought (`posted`).
 */
export function useSingleStepForm<V extends FieldValues, A>(
  props: SingleStepProps,
  setup: SingleStepSetup<V>,
  posted: A | null = null,
) {
  const { locale } = props;
  const { schema, payload, groups, order } = setup;
  const fieldFor = setup.fieldFor ?? samePath;
  const resolver = useMemo(
    () => schemaResolver<V>(schema, (values) => payload(values, locale), groups, fieldFor),
    [schema, payload, groups, fieldFor, locale],
  );
  const values = setup.defaultValues as V;
  const fields = Object.fromEntries(
    Object.entries(props.posted?.fields ?? {}).map(([path, code]) => [
      fieldFor(path, values),
      code,
    ]),
  );
  const form = useForm<V>({
    defaultValues: setup.defaultValues,
    errors: usePostedErrors({ fields }) as FieldErrors<V> | undefined,
    mode: 'onTouched',
    resolver,
    shouldFocusError: false,
  });
  const submission = useFormSubmission({ minFillMs: props.minFillMs });
  const summary = usePostedSummary({ fields }, order, setup.label, setup.summary);
  const [answer, setAnswer] = useState<A | null>(posted);
  const keep = useSentAnswer<A>((kept) => posted === null && setAnswer(kept));
  const toast = useToast();
  const focusFirst = () => focusField(firstError(order, form) ?? setup.focus ?? order[0]);

  const answered = (data: A) => {
    setAnswer(data);
    keep(data);
    if (setup.toast) toast(setup.toast);
  };

  /** Sends the values: the answer ends the form; the fields the server refused show why. */
  const send = async (typed: V, refused: () => void = focusFirst) => {
    const sent = await submission.send<A>(await setup.endpoint(), payload(typed, locale));
    if (sent?.ok) answered(sent.data);
    else if (sent?.reason === 'invalid') {
      setServerErrors(form, sent.fields, (path) => fieldFor(path, typed));
      refused();
    }
    return sent;
  };

  const status = shownState(submission.state, props.posted);
  return { props, form, submission, summary, status, answer, answered, send, focusFirst };
}

export type SingleStepState<V extends FieldValues, A> = ReturnType<typeof useSingleStepForm<V, A>>;
