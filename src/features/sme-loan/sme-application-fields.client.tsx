import { useTranslations } from 'use-intl';
import { useFormContext, useWatch } from 'react-hook-form';
import { ChoiceGroup } from '@/components/forms/choice-fields.client';
import {
  EmailField,
  FollowUpField,
  PhoneField,
  SelectField,
  TextField,
} from '@/components/forms/fields.client';
import { LoanTermFields } from '@/components/forms/loan-term-fields.client';
import { FieldErrorText, fieldId, type Option } from '@/components/forms/field-shell.client';
import type { LoanRange } from '@/features/loan-calculator/loan-terms';
import { loanPurposes, offlineSources, onlineSources, titles } from './sme-loan-options';
import type { SmeApplicationValues } from './sme-application-steps';

/** The application's messages. */
export function useOptions() {
  return { t: useTranslations('SmeApplication'), forms: useTranslations('Forms') };
}

export function ApplicantFields() {
  const { t, forms } = useOptions();
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <SelectField
        name="title"
        label={t('fields.title')}
        autoComplete="honorific-prefix"
        options={titles.map((value) => ({ value, label: forms(`titles.${value}`) }))}
      />
      <TextField name="name" label={t('fields.name')} optional autoComplete="name" />
      <TextField
        name="first_name"
        label={t('fields.first_name')}
        hint={t('fields.first_name_hint')}
        autoComplete="given-name"
      />
      <TextField
        name="last_name"
        label={t('fields.last_name')}
        hint={t('fields.last_name_hint')}
        autoComplete="family-name"
      />
      <PhoneField name="mobile" label={t('fields.mobile')} hint={t('fields.mobile_hint')} />
      <EmailField name="email" label={t('fields.email')} />
      <TextField
        name="job_title"
        label={t('fields.job_title')}
        hint={t('fields.job_title_hint')}
        autoComplete="organization-title"
      />
    </div>
  );
}

/** `range`: the product's published range, as the page read it from the content store. */
export function LoanFields({ range }: { range: LoanRange }) {
  const { t } = useOptions();
  return (
    <LoanTermFields
      bounds={range}
      className="grid gap-6 sm:grid-cols-2"
      amount={{
        name: 'loan_amount',
        label: t('fields.loan_amount'),
        hint: (range) => t('fields.loan_amount_hint', range),
      }}
      months={{
        name: 'repayment_period',
        label: t('fields.repayment_period'),
        hint: (range) => t('fields.repayment_period_hint', range),
      }}
      purpose={{
        name: 'loan_purpose',
        label: t('fields.loan_purpose'),
        values: loanPurposes,
        optionLabel: (value) => t(`options.loan_purpose.${value}`),
      }}
    />
  );
}

/** One channel of the source of awareness: its choices, and the text of its "other". */
function SourceChannel({
  channel,
  options,
  invalid,
}: {
  channel: 'online' | 'offline';
  options: Option[];
  invalid: boolean;
}) {
  const { t } = useOptions();
  const chosen = useWatch<SmeApplicationValues, `source_of_awareness.${typeof channel}`>({
    name: `source_of_awareness.${channel}`,
  });
  return (
    <ChoiceGroup
      kind="checkbox"
      name={`source_of_awareness.${channel}`}
      label={t(`fields.${channel}`)}
      rules={{ deps: ['source_of_awareness'] }}
      invalid={invalid}
      options={options}
    >
      {Array.isArray(chosen) && chosen.includes('other') ? (
        <FollowUpField
          name={`source_of_awareness.${channel}_other`}
          label={t(`fields.${channel}_other`)}
          maxLength={100}
        />
      ) : null}
    </ChoiceGroup>
  );
}

/** Source of awareness: at least one choice in two groups; each "other" chosen needs its text. */
export function SourceFields() {
  const { t } = useOptions();
  const { formState } = useFormContext<SmeApplicationValues>();
  const rootError = formState.errors.source_of_awareness?.message;
  const id = fieldId('source_of_awareness');
  return (
    <fieldset
      data-field="source_of_awareness"
      aria-describedby={`${id}-hint${rootError ? ` ${id}-error` : ''}`}
    >
      <legend className="text-lg font-semibold text-slate-900">{t('fields.source')}</legend>
      <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
        {t('fields.source_hint')}
      </p>
      {rootError ? <FieldErrorText id={`${id}-error`} code={rootError} choice="many" /> : null}
      <div className="mt-6 grid gap-6">
        <SourceChannel
          channel="online"
          invalid={Boolean(rootError)}
          options={onlineSources.map((value) => ({ value, label: t(`options.online.${value}`) }))}
        />
        <SourceChannel
          channel="offline"
          invalid={Boolean(rootError)}
          options={offlineSources.map((value) => ({ value, label: t(`options.offline.${value}`) }))}
        />
      </div>
    </fieldset>
  );
}
