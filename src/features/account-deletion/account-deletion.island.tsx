import { useMemo, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslations } from 'use-intl';
import { ErrorSummary } from '@/components/forms/error-summary.client';
import { EmailField, PhoneField, SelectField, TextField } from '@/components/forms/fields.client';
import { firstError, focusField, setServerErrors } from '@/components/forms/focus-first-error';
import { IslandIntl } from '@/i18n/island-intl';
import { FormToastProvider, useToast } from '@/components/forms/form-toast.client';
import { Honeypot } from '@/components/forms/honeypot.client';
import type { IslandMessages } from '@/components/forms/island-namespaces';
import {
  PlainPostFields,
  usePostedErrors,
  shownState,
  usePostedSummary,
} from '@/components/forms/plain-post-fields.client';
import type { PlainPostState } from '@/components/forms/posted-form';
import { schemaResolver } from '@/components/forms/schema-resolver';
import { SubmissionStatus, SubmitButton } from '@/components/forms/submission-status.client';
import { SuccessPanel } from '@/components/forms/success-panel.client';
import { useFormSubmission } from '@/components/forms/use-form-submission';
import type { AppLocale } from '@/config/locales';
import { formatHkCalendarDate } from '@/i18n/format';
import {
  accountDeletionDetails as details,
  accountDeletionInputs,
  accountDeletionOptional,
  accountDeletionOrder as order,
  accountDeletionPayload as payload,
  deletionStepField,
  type AccountDeletionValues as Values,
} from './account-deletion-inputs';
import { deletionReasons } from './account-deletion-options';
import { DeletionConfirmStep } from './deletion-confirm-step.client';

// The API's schema and endpoint bring zod: loaded at the first check or send, not with the page.
const schema = () => import('./account-deletion-schema').then((m) => m.accountDeletionForm);
const endpoint = () =>
  import('./account-deletion-endpoints').then((m) => m.accountDeletionEndpoint);
const groups = [[...details], ['confirm']];
const empty = { mobile: '', name: '', email: '', reason: '', confirm: false } satisfies Values;

/** Its plain post is Action `actions.accountDeletion` (values and errors, the confirmation step, or the reference). */
export type AccountDeletionIslandProps = {
  locale: AppLocale;
  /** islandMessages(locale, 'Forms', 'AccountDeleteForm'). */
  messages: IslandMessages;
  /** The collection statement, rendered on the server (a named slot). */
  statement?: ReactNode;
} & PlainPostState;

function DeletionForm(props: AccountDeletionIslandProps) {
  const { locale, posted } = props;
  const t = useTranslations('AccountDeleteForm');
  const toast = useToast();
  const resolver = useMemo(
    () => schemaResolver<Values>(schema, (values) => payload(values, locale), groups),
    [locale],
  );
  const form = useForm<Values>({
    defaultValues: { ...empty, ...(posted?.values as Partial<Values> | undefined) },
    errors: usePostedErrors(posted),
    mode: 'onTouched',
    resolver,
    shouldFocusError: false,
  });
  const submission = useFormSubmission({ minFillMs: props.minFillMs });
  const [confirming, setConfirming] = useState(
    posted?.step === 'confirm' || Boolean(posted?.fields?.confirm),
  );
  const [answer, setAnswer] = useState(
    posted?.reference
      ? { reference: posted.reference, due_date: posted.details?.due_date ?? '' }
      : null,
  );
  const summary = usePostedSummary(
    posted,
    order,
    (name) => (name === 'confirm' ? t('confirm.checkbox') : t(`fields.${name}` as never)),
    { optional: accountDeletionOptional },
  );
  const back = (first: string) => {
    if (first !== 'confirm') flushSync(() => setConfirming(false));
    focusField(first);
  };

  const proceed = async () => {
    if (await form.trigger(details)) flushSync(() => setConfirming(true));
    else focusField(firstError(order, form) ?? 'mobile');
  };

  const send = async () => {
    if (!(await form.trigger())) return back(firstError(order, form) ?? 'confirm');
    const sent = await submission.send<{ reference: string; due_date: string }>(
      await endpoint(),
      payload(form.getValues(), locale),
    );
    if (sent?.ok) {
      setAnswer(sent.data);
      toast(t('toast'));
    } else if (sent?.reason === 'invalid') {
      setServerErrors(form, sent.fields);
      back(firstError(order, form) ?? 'confirm');
    }
  };

  if (answer)
    return (
      <SuccessPanel title={t('success.title')} reference={answer.reference}>
        <p data-testid="due-date">
          {t('success.due', { date: formatHkCalendarDate(answer.due_date, locale) })}
        </p>
        <p>{t('success.note')}</p>
      </SuccessPanel>
    );

  return (
    <FormProvider {...form}>
      <form
        method="post"
        action={props.action}
        noValidate
        className="relative space-y-5"
        onSubmit={(event) => {
          event.preventDefault();
          void (confirming ? send() : proceed());
        }}
      >
        <ErrorSummary initial={summary} />
        <PlainPostFields locale={locale} state={props} />
        <input type="hidden" name={deletionStepField} value={confirming ? 'confirm' : 'details'} />
        <Honeypot inputRef={submission.honeypotRef} />
        {confirming ? (
          <DeletionConfirmStep
            values={form.getValues()}
            names={Object.keys(accountDeletionInputs).filter((name) => name !== 'confirm')}
            status={
              <SubmissionStatus
                state={shownState(submission.state, posted)}
                action={t('confirm.submit')}
              />
            }
            submit={<SubmitButton busy={submission.busy}>{t('confirm.submit')}</SubmitButton>}
            onBack={() => setConfirming(false)}
          />
        ) : (
          <>
            <PhoneField name="mobile" label={t('fields.mobile')} hint={t('fields.mobile_hint')} />
            <TextField name="name" optional autoComplete="name" label={t('fields.name')} />
            <EmailField name="email" optional label={t('fields.email')} />
            <SelectField
              name="reason"
              optional
              label={t('fields.reason')}
              options={deletionReasons.map((value) => ({ value, label: t(`reasons.${value}`) }))}
            />
            {props.statement}
            <SubmissionStatus state={shownState(submission.state, posted)} action={t('continue')} />
            <SubmitButton busy={false}>{t('continue')}</SubmitButton>
          </>
        )}
      </form>
    </FormProvider>
  );
}

/** The account deletion request (Astro): details, a confirmation step, then reference and due date. */
export function AccountDeletionIsland(props: AccountDeletionIslandProps) {
  return (
    <IslandIntl locale={props.locale} messages={props.messages}>
      <FormToastProvider>
        <DeletionForm {...props} />
      </FormToastProvider>
    </IslandIntl>
  );
}
