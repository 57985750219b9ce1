import { useState } from 'react';
import { useTranslations } from 'use-intl';

import type { ErrorParams } from './field-shell.client';
import { FormTokenField } from './form-token-field';
import { messageCodeFor } from './field-error-codes';
import { summaryLabel, type SummaryItem } from './error-summary-items';
import { hiddenFields, type PlainPostState, type PostedForm } from './posted-form';
import type { Failure } from './failure';
import type { SubmissionState } from './use-form-submission';

/**
 * The hidden fields of a form's post: the submission's Idempotency-Key (a reload sends the same
 * key, so the record is stored once), the form token (the island sends it too) and when the form
 * was shown.
 */
export function PlainPostFields({
  locale,
  state: { formKey, formToken, shownAt },
}: {
  locale: string;
  /** What the page gave the island for its post (an island passes its own props). */
  state: Pick<PlainPostState, 'formKey' | 'formToken' | 'shownAt'>;
}) {
  return (
    <>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name={hiddenFields.key} value={formKey} />
      <FormTokenField token={formToken} />
      <input type="hidden" name={hiddenFields.shownAt} value={String(shownAt)} />
    </>
  );
}

/** The server's field errors as react-hook-form's errors (their message is the error code). */
export function postedErrors(posted: PostedForm | undefined) {
  return Object.fromEntries(
    Object.entries(posted?.fields ?? {}).map(([name, code]) => [
      name,
      { type: 'server', message: code },
    ]),
  );
}

/**
 * The server's field errors for `useForm({ errors })`: the same object on every render, and none when
 * there are none. react-hook-form sets the errors it is given whenever that object changes, so a new
 * (even empty) one per render cleared every error the form itself found a moment before.
 */
export function usePostedErrors(posted: PostedForm | undefined) {
  const [errors] = useState(() => {
    const found = postedErrors(posted);
    return Object.keys(found).length > 0 ? found : undefined;
  });
  return errors;
}

/**
 * The error summary's lines for the server's field errors, in page order (label: message), as the
 * summary reads them from the page once the island runs: an `optional` field's label with its mark.
 */
export function usePostedSummary(
  posted: PostedForm | undefined,
  order: readonly string[],
  label: (name: string) => string,
  { params = {}, optional = [] }: { params?: ErrorParams; optional?: readonly string[] } = {},
): SummaryItem[] {
  const t = useTranslations('Forms');
  const fields = posted?.fields ?? {};
  // The terms box is labelled by the whole agreement: the summary gives its short name.
  const labelOf = (name: string) =>
    summaryLabel(
      name === 'agree_tnc'
        ? t('consent.termsName')
        : `${label(name)}${optional.includes(name) ? t('optional') : ''}`,
    );
  return order
    .filter((name) => fields[name])
    .map((name) => ({
      name,
      text: t('errorSummary.item', {
        label: labelOf(name),
        message: t(`errors.${messageCodeFor(fields[name] ?? '')}`, { min: '', max: '', ...params }),
      }),
    }));
}

/** The submission's state, or the failure the server reported after a plain post. */
export function shownState(
  state: SubmissionState,
  posted: PostedForm | undefined,
): SubmissionState {
  if (state.phase !== 'idle') return state;
  const failure: Failure | null =
    posted?.failure ??
    (posted?.fields && Object.keys(posted.fields).length > 0
      ? { kind: 'invalid', code: null }
      : null);
  return failure ? { phase: 'failed', failure } : state;
}
