import { useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useTranslations } from 'use-intl';
import { EmailField, PhoneField, SelectField, TextField } from '@/components/forms/fields.client';
import { firstError, focusField } from '@/components/forms/focus-first-error';
import { formIsland } from '@/components/forms/form-island.client';
import type { IslandMessages } from '@/components/forms/island-namespaces';
import { SingleStepForm, SingleStepSend } from '@/components/forms/single-step-form.client';
import { useSingleStepForm, type SingleStepProps } from '@/components/forms/use-single-step-form';
import { SubmissionStatus, SubmitButton } from '@/components/forms/submission-status.client';
import { SuccessPanel } from '@/components/forms/success-panel.client';
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
export type AccountDeletionIslandProps = SingleStepProps & {
  /** islandMessages(locale, 'Forms', 'AccountDeleteForm'). */
  messages: IslandMessages;
  /** The collection statement, rendered on the server (a named slot). */
  statement?: ReactNode;
};

function DeletionForm(props: AccountDeletionIslandProps) {
  const { locale, posted } = props;
  const t = useTranslations('AccountDeleteForm');
  const shell = useSingleStepForm<Values, { reference: string; due_date: string }>(
    props,
    {
      defaultValues: { ...empty, ...(posted?.values as Partial<Values> | undefined) },
      schema,
      endpoint,
      payload,
      groups,
      order,
      label: (name) => (name === 'confirm' ? t('confirm.name') : t(`fields.${name}` as never)),
      summary: { optional: accountDeletionOptional },
      toast: t('toast'),
    },
    posted?.reference
      ? { reference: posted.reference, due_date: posted.details?.due_date ?? '' }
      : null,
  );
  const { form } = shell;
  const [confirming, setConfirming] = useState(
    posted?.step === 'confirm' || Boolean(posted?.fields?.confirm),
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
    await shell.send(form.getValues(), () => back(firstError(order, form) ?? 'confirm'));
  };

  return (
    <SingleStepForm
      shell={shell}
      className="relative space-y-5"
      onSubmit={(event) => {
        event.preventDefault();
        void (confirming ? send() : proceed());
      }}
      success={(answer) => (
        <SuccessPanel title={t('success.title')} reference={answer.reference}>
          <p data-testid="due-date">
            {t('success.due', { date: formatHkCalendarDate(answer.due_date, locale) })}
          </p>
          <p>{t('success.note')}</p>
        </SuccessPanel>
      )}
    >
      <input type="hidden" name={deletionStepField} value={confirming ? 'confirm' : 'details'} />
      {confirming ? (
        <DeletionConfirmStep
          values={form.getValues()}
          names={Object.keys(accountDeletionInputs).filter((name) => name !== 'confirm')}
          status={<SubmissionStatus state={shell.status} action={t('confirm.submit')} />}
          submit={<SubmitButton busy={shell.submission.busy}>{t('confirm.submit')}</SubmitButton>}
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
          <SingleStepSend shell={shell} action={t('continue')} busy={false} />
        </>
      )}
    </SingleStepForm>
  );
}

/** The account deletion request (Astro): details, a confirmation step, then reference and due date. */
export const AccountDeletionIsland = formIsland(DeletionForm);
