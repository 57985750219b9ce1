import type { ReactNode } from 'react';
import type { AppLocale } from '@/config/locales';
import { messageCodeFor } from '@/components/forms/field-error-codes';
import { translator } from '@/i18n/translator';
import type { EligibilityRead } from './sme-eligibility-query';
import {
  existingLoans,
  registrations,
  turnoverBands,
  type EligibilityQuestion,
} from './sme-eligibility-rules';
import { industries, premisesOwnerships } from './sme-loan-options';

const inputClass =
  'mt-1 block min-h-11 w-full rounded-md border border-slate-500 bg-white px-3 py-2 text-base text-slate-900 focus:border-brand-700 focus:outline-2 focus:outline-offset-1 focus:outline-brand-700 aria-[invalid=true]:border-red-700 aria-[invalid=true]:bg-red-50';

/** Ids of the questions, for labels and the result's links to a question to fix. */
export const questionId = (question: EligibilityQuestion) => `eligibility-${question}`;

/**
 * The pre-check's six questions: a plain form that asks this page again by GET, so the server
 * answers without JavaScript and the answer's address can be kept. Nothing is stored.
 */
export function SmeEligibilityForm({ locale, read }: { locale: AppLocale; read: EligibilityRead }) {
  const t = translator(locale, 'SmeEligibility');
  const options = translator(locale, 'SmeApplication.options');
  const forms = translator(locale, 'Forms');
  const error = (question: EligibilityQuestion) => {
    const code = read.errors[question];
    return code ? (
      <p
        id={`${questionId(question)}-error`}
        className="mt-1 flex gap-1 text-sm font-semibold text-red-700"
        data-testid="field-error"
      >
        <span aria-hidden="true">⚠</span>
        {forms(`errors.${messageCodeFor(code)}`, { min: '', max: '' })}
      </p>
    ) : null;
  };
  const invalid = (question: EligibilityQuestion) => (read.errors[question] ? true : undefined);
  const radios = <V extends string>(
    question: EligibilityQuestion,
    values: readonly V[],
    label: (value: V) => string,
  ) => (
    <fieldset
      key={question}
      id={questionId(question)}
      aria-describedby={read.errors[question] ? `${questionId(question)}-error` : undefined}
      data-field={question}
    >
      <legend className="font-semibold text-slate-900">{t(`questions.${question}`)}</legend>
      {error(question)}
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {values.map((value) => (
          <label
            key={value}
            className="flex min-h-11 items-center gap-3 rounded-md border border-slate-300 px-3 py-2 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
          >
            <input
              type="radio"
              name={question}
              value={value}
              defaultChecked={read.text[question] === value}
              className="size-5 accent-brand-700"
            />
            {label(value)}
          </label>
        ))}
      </div>
    </fieldset>
  );
  const year = questionId('start_year');
  const questions: ReactNode[] = [
    <div key="start_year" data-field="start_year">
      <label htmlFor={year} className="block font-semibold text-slate-900">
        {t('questions.start_year')}
      </label>
      <p id={`${year}-hint`} className="mt-0.5 text-sm text-slate-600">
        {t('questions.start_year_hint')}
      </p>
      {error('start_year')}
      <input
        id={year}
        name="start_year"
        inputMode="numeric"
        autoComplete="off"
        maxLength={4}
        defaultValue={read.text.start_year}
        aria-invalid={invalid('start_year')}
        aria-describedby={`${year}-hint${read.errors.start_year ? ` ${year}-error` : ''}`}
        className={`${inputClass} max-w-40`}
      />
    </div>,
    radios('registration', registrations, (value) =>
      value === 'unregistered' ? t('options.unregistered') : options(`company_type.${value}`),
    ),
    radios('turnover', turnoverBands, (value) => t(`options.turnover.${value}`)),
    radios('existing_loans', existingLoans, (value) => t(`options.existing_loans.${value}`)),
    radios('premises', premisesOwnerships, (value) => options(`premises_ownership.${value}`)),
    <div key="industry" data-field="industry">
      <label htmlFor={questionId('industry')} className="block font-semibold text-slate-900">
        {t('questions.industry')}
      </label>
      {error('industry')}
      <select
        id={questionId('industry')}
        name="industry"
        defaultValue={read.text.industry}
        aria-invalid={invalid('industry')}
        aria-describedby={read.errors.industry ? `${questionId('industry')}-error` : undefined}
        className={inputClass}
      >
        <option value="">{t('chooseIndustry')}</option>
        {industries.map((value) => (
          <option key={value} value={value}>
            {options(`industry.${value}`)}
          </option>
        ))}
      </select>
    </div>,
  ];
  return (
    <form
      method="get"
      action="#eligibility-result"
      className="mt-10 space-y-8"
      noValidate
      data-testid="eligibility-form"
    >
      {questions}
      <p className="text-sm text-slate-600">{t('nothingStored')}</p>
      <button
        type="submit"
        className="inline-flex min-h-11 items-center rounded-md bg-brand-700 px-5 font-semibold text-white hover:bg-brand-900 focus:outline-2 focus:outline-offset-2 focus:outline-brand-700"
      >
        {t('submit')}
      </button>
    </form>
  );
}
