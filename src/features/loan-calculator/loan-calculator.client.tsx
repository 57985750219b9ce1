import { useLocale, useTranslations } from 'use-intl';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { messageCodeFor } from '@/components/forms/field-error-codes';
import { formatRate } from '@/features/planner/format';
import { formatHkd } from '@/i18n/format';
import {
  calculatorFields,
  readCalculator,
  type CalculatorField,
  type CalculatorText,
} from './calculator-input';
import { CalculatorResult } from './calculator-result.client';
import type { LoanProductTerms } from './loan-terms';

const inputClass =
  'mt-1 block min-h-11 w-full rounded-md border border-slate-500 bg-white px-3 py-2 text-base text-slate-900 focus:border-brand-700 focus:outline-2 focus:outline-offset-1 focus:outline-brand-700 aria-[invalid=true]:border-red-700 aria-[invalid=true]:bg-red-50';

const textOf = (form: HTMLFormElement): CalculatorText => {
  const data = new FormData(form);
  const value = (field: CalculatorField) => String(data.get(field) ?? '');
  return { amount: value('amount'), months: value('months'), rate: value('rate') };
};

/**
 * The loan calculator (`#calculator`): a plain form that asks the same page by GET (the server
 * renders the answer: a link to it can be shared); as an island it answers as the visitor types
 * and keeps the address in step, so the link stays shareable.
 */
export function LoanCalculator({
  terms,
  start,
}: {
  terms: LoanProductTerms;
  /** The fields' text, from the query or the example. */
  start: CalculatorText;
}) {
  const t = useTranslations('LoanCalculator');
  const tForms = useTranslations('Forms');
  const locale = useLocale();
  const form = useRef<HTMLFormElement>(null);
  const [text, setText] = useState(start);
  // What was typed before React ran is kept: the fields are plain HTML until then.
  useEffect(() => {
    if (form.current) setText(textOf(form.current));
  }, []);
  const state = readCalculator(terms, text);
  const hkd = (amount: number) => formatHkd(amount, locale);
  const rate = (bp: number) => formatRate(bp / 10_000, locale);
  const months = (count: number) => t('monthsValue', { months: count });
  const shown: Record<CalculatorField, (bound: number) => string> = {
    amount: hkd,
    months,
    rate,
  };
  const hints: Record<CalculatorField, string> = {
    amount: t('hint', { min: hkd(terms.minAmount), max: hkd(terms.maxAmount) }),
    months: t('hint', { min: months(terms.minMonths), max: months(terms.maxMonths) }),
    rate: t('hint', {
      min: rate(terms.minFlatRateBasisPoints),
      max: rate(terms.maxFlatRateBasisPoints),
    }),
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = new URLSearchParams(textOf(event.currentTarget));
    window.history.replaceState(null, '', `?${query.toString()}#calculator`);
  };

  return (
    <section
      id="calculator"
      aria-labelledby="calculator-heading"
      className="mt-12 scroll-mt-20 rounded-2xl border border-slate-200 p-4 sm:p-6 md:p-8"
      data-testid="loan-calculator"
    >
      <h2 id="calculator-heading" className="text-2xl font-bold text-slate-900">
        {t('heading')}
      </h2>
      <p className="mt-2 text-slate-700">{t('lead')}</p>
      <form
        ref={form}
        method="get"
        action="#calculator"
        className="mt-4"
        noValidate
        onInput={(event) => setText(textOf(event.currentTarget))}
        onSubmit={onSubmit}
      >
        <div className="grid gap-5 md:grid-cols-3">
          {calculatorFields.map((field) => {
            const id = `calc-${field}`;
            const error = state.errors[field];
            const bound = error?.bound === undefined ? '' : shown[field](error.bound);
            return (
              <div key={field} data-field={field}>
                <label htmlFor={id} className="block font-semibold text-slate-900">
                  {t(`fields.${field}`)}
                </label>
                <p id={`${id}-hint`} className="mt-0.5 text-sm text-slate-600">
                  {hints[field]}
                </p>
                {error ? (
                  <p
                    id={`${id}-error`}
                    className="mt-1 flex gap-1 text-sm font-semibold text-red-700"
                    data-testid="field-error"
                  >
                    <span aria-hidden="true">⚠</span>
                    {tForms(`errors.${messageCodeFor(error.code)}`, { min: bound, max: bound })}
                  </p>
                ) : null}
                <input
                  id={id}
                  name={field}
                  defaultValue={start[field]}
                  inputMode={field === 'rate' ? 'decimal' : 'numeric'}
                  autoComplete="off"
                  aria-invalid={error ? true : undefined}
                  aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
                  className={inputClass}
                />
              </div>
            );
          })}
        </div>
        <button
          type="submit"
          className="mt-5 inline-flex min-h-11 items-center rounded-md bg-brand-700 px-5 font-semibold text-white hover:bg-brand-900 focus:outline-2 focus:outline-offset-2 focus:outline-brand-700"
        >
          {t('submit')}
        </button>
      </form>
      <CalculatorResult quote={state.quote} id="calculator-result" />
    </section>
  );
}
