import type { FormEvent, ReactNode } from 'react';
import { FormProvider, type FieldValues } from 'react-hook-form';
import { ErrorSummary } from './error-summary.client';
import { Honeypot } from './honeypot.client';
import { PlainPostFields } from './plain-post-fields.client';
import { SubmissionStatus, SubmitButton } from './submission-status.client';
import type { SubmissionState } from './use-form-submission';
import type { SingleStepState } from './use-single-step-form';

/**
 * A form that works without JavaScript: a plain post to its Action, shown again by the server with
 * values, errors and summary, or its answer; with JavaScript the same markup checks with the API's
 * schema and sends JSON. It renders the summary and the post's hidden fields, then the form's own.
 */
export function SingleStepForm<V extends FieldValues, A>({
  shell,
  className,
  onValid = (values) => shell.send(values),
  onSubmit,
  honeypot = true,
  success,
  children,
}: {
  shell: SingleStepState<V, A>;
  className: string;
  onValid?: (values: V) => Promise<unknown>;
  /** Instead of checking the whole form and sending it (a form in two parts). */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /** The bot trap, for an endpoint with a bot check. */
  honeypot?: boolean;
  /** What shows instead of the form once the answer has come. */
  success?: (answer: A) => ReactNode;
  children: ReactNode;
}) {
  const { form, props } = shell;
  if (shell.answer !== null && success) return success(shell.answer);
  return (
    <FormProvider {...form}>
      <form
        method="post"
        action={props.action}
        noValidate
        className={className}
        onSubmit={onSubmit ?? ((event) => void form.handleSubmit(onValid, shell.focusFirst)(event))}
      >
        <ErrorSummary initial={shell.summary} />
        <PlainPostFields locale={props.locale} state={props} />
        {honeypot ? <Honeypot inputRef={shell.submission.honeypotRef} /> : null}
        {children}
      </form>
    </FormProvider>
  );
}

/** The status of the send and its button, under the form. */
export function SingleStepSend({
  shell,
  action,
  busy = shell.submission.busy,
  state = shell.status,
}: {
  shell: Pick<SingleStepState<FieldValues, unknown>, 'submission' | 'status'>;
  action: string;
  busy?: boolean;
  state?: SubmissionState;
}) {
  return (
    <>
      <SubmissionStatus state={state} action={action} />
      <SubmitButton busy={busy}>{action}</SubmitButton>
    </>
  );
}
