import { useTranslations } from 'use-intl';
import type { ReactNode } from 'react';
import { site } from '@/config/site';
import { type Failure, failureMessageKey } from './failure';
import type { SubmissionState } from './use-form-submission';

/** The send button: it stays focusable while sending (aria-disabled) but a second press does nothing. */
export function SubmitButton({
  busy,
  children,
  busyLabel,
  variant = 'primary',
  type = 'submit',
  onClick,
  waitsForReact = false,
}: {
  busy: boolean;
  /**
   * The button of a form whose fields take typing before React runs, until React runs: disabled in
   * the HTML (a visitor without JavaScript has another form), and marked for the `client:interaction`
   * directive, which opens it and makes a tap on it again once React runs
   * (src/lib/hydrate-on-interaction.script.ts).
   */
  waitsForReact?: boolean;
  children: ReactNode;
  busyLabel?: string;
  variant?: 'primary' | 'secondary';
  type?: 'submit' | 'button';
  onClick?: () => void;
}) {
  const t = useTranslations('Forms');
  const look =
    variant === 'primary'
      ? 'bg-brand-700 text-white hover:bg-brand-900'
      : 'border border-brand-700 bg-white text-brand-700 hover:bg-brand-50';
  return (
    <button
      type={type}
      disabled={waitsForReact || undefined}
      data-waits-for-react={waitsForReact ? '' : undefined}
      aria-disabled={busy || undefined}
      onClick={(event) => {
        if (busy) event.preventDefault();
        else onClick?.();
      }}
      className={`inline-flex min-h-12 min-w-32 items-center justify-center gap-2 rounded-md px-6 py-2 text-base font-semibold ${look} aria-disabled:cursor-wait aria-disabled:opacity-70`}
    >
      {busy ? (
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent"
        />
      ) : null}
      {busy ? (busyLabel ?? t('buttons.sending')) : children}
    </button>
  );
}

/** What went wrong and what to do, for every class of failure (failure.ts), in the page's language. */
export function FailureText({ failure, action }: { failure: Failure; action: string }) {
  const t = useTranslations('Forms.failure');
  return t(failureMessageKey[failure.kind], {
    action,
    phone: site.customerServiceHotline,
    minutes: failure.kind === 'rate_limited' ? failure.minutes : 0,
  });
}

/**
 * What is happening with the submission, for everyone: a polite live line while sending or retrying,
 * and an alert that says what to do when it failed. `override` words a form's own refusals.
 */
export function SubmissionStatus({
  state,
  action,
  checking = false,
  override,
}: {
  state: SubmissionState;
  action: string;
  checking?: boolean;
  override?: (failure: Failure) => ReactNode | null;
}) {
  const t = useTranslations('Forms');
  const live =
    state.phase === 'sending'
      ? state.retrying
        ? t('status.retrying')
        : t(checking ? 'status.checking' : 'status.sending')
      : '';
  const failure = state.phase === 'failed' ? state.failure : null;
  return (
    <>
      <p
        role="status"
        className={live ? 'text-sm text-slate-700' : 'sr-only'}
        data-testid="submission-status"
      >
        {live}
      </p>
      {failure ? (
        <div
          role="alert"
          className="rounded-md border-l-4 border-red-700 bg-red-50 p-4 text-red-900"
          data-testid="submission-failure"
        >
          {override?.(failure) ?? <FailureText failure={failure} action={action} />}
        </div>
      ) : null}
    </>
  );
}
