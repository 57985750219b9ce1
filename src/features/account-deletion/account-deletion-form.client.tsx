'use client';

import { useLocale, useTranslations } from 'next-intl';
import { formatHkCalendarDate } from '@/i18n/format';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { FormProvider, useForm, type Path } from 'react-hook-form';
import type { AppLocale } from '@/config/locales';
import { ErrorSummary } from '@/components/forms/error-summary.client';
import { CheckboxField } from '@/components/forms/choice-fields.client';
import { EmailField, PhoneField, SelectField, TextField } from '@/components/forms/fields.client';
import { firstError, focusField, setServerErrors } from '@/components/forms/focus-first-error';
import { compact, text } from '@/components/forms/form-values';
import { FormToastProvider, useToast } from '@/components/forms/form-toast.client';
import { Honeypot } from '@/components/forms/honeypot.client';
import { schemaResolver } from '@/components/forms/schema-resolver';
import { SubmissionStatus, SubmitButton } from '@/components/forms/submission-status.client';
import { SuccessPanel } from '@/components/forms/success-panel.client';
import { useTypedBeforeHydration } from '@/components/forms/typed-before-hydration';
import { useFormSubmission } from '@/components/forms/use-form-submission';
import { deletionReasons } from './account-deletion-options';

// The API's schema and endpoint bring zod: loaded at the first check or send, not with the page.
const schema = () => import('./account-deletion-schema').then((m) => m.accountDeletionForm);
const endpoint = () =>
  import('./account-deletion-endpoints').then((m) => m.accountDeletionEndpoint);

type Values = { mobile: string; name: string; email: string; reason: string; confirm: boolean };

const order = ['mobile', 'name', 'email', 'reason', 'confirm'];
const details = ['mobile', 'name', 'email', 'reason'];
const groups = [details, ['confirm']];

const payload = (values: Values, locale: AppLocale) =>
  compact({
    mobile: text(values.mobile),
    name: text(values.name),
    email: text(values.email),
    reason: text(values.reason),
    confirm: values.confirm === true,
    locale,
  });

/** The day a request is due, in the reader's language (a Hong Kong calendar date). */
const longDate = (date: string, locale: AppLocale) => formatHkCalendarDate(date, locale);

/** The confirmation step's heading, focused when the step appears so it is announced. */
function FocusedHeading({ children }: { children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus({ preventScroll: true }), []);
  return (
    <h3 ref={heading} tabIndex={-1} className="text-xl font-semibold outline-none">
      {children}
    </h3>
  );
}

function DeletionForm({ minFillMs, statement }: { minFillMs: number; statement: ReactNode }) {
  const t = useTranslations('AccountDeleteForm');
  const locale = useLocale();
  const toast = useToast();
  const resolver = useMemo(
    () => schemaResolver<Values>(schema, (values) => payload(values, locale), groups),
    [locale],
  );
  const form = useForm<Values>({
    defaultValues: { mobile: '', name: '', email: '', reason: '', confirm: false },
    mode: 'onTouched',
    resolver,
    shouldFocusError: false,
  });
  // The server-rendered fields keep what was typed before hydration.
  const formId = useTypedBeforeHydration(form);
  const submission = useFormSubmission({ minFillMs });
  const [confirming, setConfirming] = useState(false);
  const [answer, setAnswer] = useState<{ reference: string; due_date: string } | null>(null);

  const proceed = async () => {
    if (await form.trigger(details as Array<Path<Values>>)) flushSync(() => setConfirming(true));
    else focusField(firstError(order, form) ?? 'mobile');
  };

  const send = async () => {
    if (!(await form.trigger())) {
      const first = firstError(order, form) ?? 'confirm';
      if (first !== 'confirm') flushSync(() => setConfirming(false));
      focusField(first);
      return;
    }
    const sent = await submission.send<{ reference: string; due_date: string }>(
      await endpoint(),
      payload(form.getValues(), locale),
    );
    if (sent?.ok) {
      setAnswer(sent.data);
      toast(t('toast'));
    } else if (sent?.reason === 'invalid') {
      setServerErrors(form, sent.fields);
      const first = firstError(order, form) ?? 'confirm';
      if (first !== 'confirm') flushSync(() => setConfirming(false));
      focusField(first);
    }
  };

  if (answer)
    return (
      <SuccessPanel title={t('success.title')} reference={answer.reference}>
        <p data-testid="due-date">
          {t('success.due', { date: longDate(answer.due_date, locale) })}
        </p>
        <p>{t('success.note')}</p>
      </SuccessPanel>
    );

  return (
    <FormProvider {...form}>
      <form
        id={formId}
        // Sent before the page is interactive, typed values go in a body, never in the URL.
        method="post"
        noValidate
        className="relative space-y-5"
        onSubmit={(event) => {
          event.preventDefault();
          void (confirming ? send() : proceed());
        }}
      >
        <ErrorSummary />
        <Honeypot inputRef={submission.honeypotRef} />
        {confirming ? (
          <div className="space-y-5" data-testid="confirm-step">
            <FocusedHeading>{t('confirm.heading')}</FocusedHeading>
            <p className="rounded-md border-l-4 border-amber-600 bg-amber-50 p-4 leading-7">
              {t('confirm.text', { mobile: form.getValues('mobile').trim() })}
            </p>
            <CheckboxField name="confirm" label={t('confirm.checkbox')} />
            <SubmissionStatus state={submission.state} action={t('confirm.submit')} />
            <div className="flex flex-wrap-reverse items-center justify-between gap-3">
              <button
                type="button"
                onClick={() => setConfirming(false)}
                className="min-h-12 rounded-md border border-slate-400 px-5 font-semibold text-slate-800 hover:bg-slate-50"
              >
                {t('confirm.back')}
              </button>
              <SubmitButton busy={submission.busy}>{t('confirm.submit')}</SubmitButton>
            </div>
          </div>
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
            {statement}
            <SubmitButton busy={false}>{t('continue')}</SubmitButton>
          </>
        )}
      </form>
    </FormProvider>
  );
}

/** The account deletion request: details, a confirmation step, then the reference and the due date. */
export function AccountDeletionForm(props: { minFillMs: number; statement: ReactNode }) {
  return (
    <FormToastProvider>
      <DeletionForm {...props} />
    </FormToastProvider>
  );
}
