import { useLocale, useTranslations } from 'use-intl';
import { useFormContext, useWatch } from 'react-hook-form';
import { ChoiceGroup } from '@/components/forms/choice-fields.client';
import { EmailField, PhoneField, SelectField, TextField } from '@/components/forms/fields.client';
import { FieldErrorText, fieldId } from '@/components/forms/field-shell.client';
import { formatHkd } from '@/i18n/format';
import { defaultSmeLoanProduct, smeLoanProducts } from './loan-products';
import { loanPurposes, offlineSources, onlineSources, titles } from './sme-loan-options';
import type { SmeApplicationValues } from './sme-application-steps';

const bounds = smeLoanProducts[defaultSmeLoanProduct];

/** The application's messages and the yes/no options its questions share. */
export function useOptions() {
  const t = useTranslations('SmeApplication');
  const forms = useTranslations('Forms');
  return {
    t,
    forms,
    yesNo: [
      { value: 'yes', label: forms('yes') },
      { value: 'no', label: forms('no') },
    ],
  };
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

export function LoanFields() {
  const { t } = useOptions();
  const locale = useLocale();
  const amounts = {
    min: formatHkd(bounds.minAmount, locale),
    max: formatHkd(bounds.maxAmount, locale),
  };
  const months = { min: String(bounds.minMonths), max: String(bounds.maxMonths) };
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <TextField
        name="loan_amount"
        inputMode="numeric"
        maxLength={12}
        label={t('fields.loan_amount')}
        hint={t('fields.loan_amount_hint', amounts)}
        errorParams={amounts}
      />
      <TextField
        name="repayment_period"
        inputMode="numeric"
        maxLength={3}
        label={t('fields.repayment_period')}
        hint={t('fields.repayment_period_hint', months)}
        errorParams={months}
      />
      <ChoiceGroup
        kind="radio"
        name="loan_purpose"
        label={t('fields.loan_purpose')}
        options={loanPurposes.map((value) => ({
          value,
          label: t(`options.loan_purpose.${value}`),
        }))}
        className="sm:col-span-2"
      />
    </div>
  );
}

/** Source of awareness: at least one choice in two groups; each "other" chosen needs its text. */
export function SourceFields() {
  const { t } = useOptions();
  const { formState } = useFormContext<SmeApplicationValues>();
  const online = useWatch<SmeApplicationValues, 'source_of_awareness.online'>({
    name: 'source_of_awareness.online',
  });
  const offline = useWatch<SmeApplicationValues, 'source_of_awareness.offline'>({
    name: 'source_of_awareness.offline',
  });
  const rootError = formState.errors.source_of_awareness?.message;
  const id = fieldId('source_of_awareness');
  const deps = { deps: ['source_of_awareness'] };
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
        <ChoiceGroup
          kind="checkbox"
          name="source_of_awareness.online"
          label={t('fields.online')}
          rules={deps}
          invalid={Boolean(rootError)}
          options={onlineSources.map((value) => ({ value, label: t(`options.online.${value}`) }))}
        >
          {Array.isArray(online) && online.includes('other') ? (
            <TextField
              name="source_of_awareness.online_other"
              label={t('fields.online_other')}
              maxLength={100}
              className="mt-4 border-l-4 border-slate-200 pl-4"
            />
          ) : null}
        </ChoiceGroup>
        <ChoiceGroup
          kind="checkbox"
          name="source_of_awareness.offline"
          label={t('fields.offline')}
          rules={deps}
          invalid={Boolean(rootError)}
          options={offlineSources.map((value) => ({ value, label: t(`options.offline.${value}`) }))}
        >
          {Array.isArray(offline) && offline.includes('other') ? (
            <TextField
              name="source_of_awareness.offline_other"
              label={t('fields.offline_other')}
              maxLength={100}
              className="mt-4 border-l-4 border-slate-200 pl-4"
            />
          ) : null}
        </ChoiceGroup>
      </div>
    </fieldset>
  );
}
