import { useLocale, useTranslations } from 'use-intl';
import { useId, useState } from 'react';
import { FieldsOnceHydrated } from '@/components/forms/fields-once-hydrated';
import { site } from '@/config/site';
import { formatHkd } from '@/i18n/format';
import { isDateKey } from '@/lib/hong-kong-time';
import { GlossaryProvider } from './glossary-term.client';
import { InterestFreeExplainer } from './interest-free-explainer.client';
import { planFigures, type InstalmentTerm } from './plan';
import { PlanResults } from './plan-results.client';
import { feeBasisPointsFor, parsePlannerAmount } from './planner-input';
import { PlannerScriptNote } from './planner-script-note.client';
import { useHongKongToday } from './use-today';

const { instalmentTerms, examplePurchaseHkd, plannerMinHkd, plannerMaxHkd } = site.card;

/** Amount, term and purchase date in; fee with its effective annual rate, instalments and schedule out. */
export function InstalmentPlanner() {
  const t = useTranslations('InstalmentPlanner');
  const locale = useLocale();
  const id = useId();
  const today = useHongKongToday();
  const [amountText, setAmountText] = useState(String(examplePurchaseHkd));
  const [months, setMonths] = useState<InstalmentTerm>(3);
  const [chosenDate, setChosenDate] = useState('');
  const purchaseDate = isDateKey(chosenDate) ? chosenDate : today;
  const amount = parsePlannerAmount(amountText);
  const plan = amount.ok ? planFigures(amount.cents, months, feeBasisPointsFor(months)) : null;
  const range = { min: formatHkd(plannerMinHkd, locale), max: formatHkd(plannerMaxHkd, locale) };

  return (
    <GlossaryProvider delayDuration={200}>
      <section
        aria-labelledby={`${id}-heading`}
        className="mt-8 rounded-xl border border-slate-200 p-4 shadow-sm sm:p-5"
        data-testid="planner"
        // Marks the planner interactive (today is known once it has hydrated): tests wait for it.
        data-ready={today ? '' : undefined}
      >
        <h2 id={`${id}-heading`} className="text-xl font-semibold">
          {t('planner.heading')}
        </h2>
        <PlannerScriptNote />
        <form className="mt-4" onSubmit={(event) => event.preventDefault()} noValidate>
          <FieldsOnceHydrated className="grid gap-5 sm:grid-cols-2">
            <div>
              <label htmlFor={`${id}-amount`} className="block font-semibold">
                {t('planner.amountLabel')}
              </label>
              <input
                id={`${id}-amount`}
                name="amount"
                inputMode="decimal"
                autoComplete="off"
                value={amountText}
                onChange={(event) => setAmountText(event.target.value)}
                aria-invalid={!amount.ok}
                aria-describedby={`${id}-amount-hint${amount.ok ? '' : ` ${id}-amount-error`}`}
                className="mt-1 block min-h-11 w-full rounded-md border border-slate-400 px-3 text-lg aria-[invalid=true]:border-red-700 focus:border-brand-700 focus:outline-2 focus:outline-offset-1 focus:outline-brand-700"
              />
              <p id={`${id}-amount-hint`} className="mt-1 text-sm text-slate-600">
                {t('planner.amountHint', range)}
              </p>
              {amount.ok ? null : (
                <p
                  id={`${id}-amount-error`}
                  className="mt-1 text-sm font-semibold text-red-700"
                  data-testid="amount-error"
                >
                  {t(`planner.errors.${amount.error}`, range)}
                </p>
              )}
            </div>
            <div>
              <label htmlFor={`${id}-date`} className="block font-semibold">
                {t('planner.dateLabel')}
              </label>
              <input
                id={`${id}-date`}
                name="purchaseDate"
                type="date"
                value={purchaseDate ?? ''}
                onChange={(event) => setChosenDate(event.target.value)}
                className="mt-1 block min-h-11 w-full rounded-md border border-slate-400 px-3 focus:border-brand-700 focus:outline-2 focus:outline-offset-1 focus:outline-brand-700"
              />
            </div>
            <fieldset className="sm:col-span-2">
              <legend className="font-semibold">{t('planner.termLegend')}</legend>
              <div className="mt-1 flex max-w-md gap-2">
                {instalmentTerms.map((term) => (
                  <label key={term} className="flex-1">
                    <input
                      type="radio"
                      name="months"
                      value={term}
                      checked={months === term}
                      onChange={() => setMonths(term)}
                      className="peer sr-only"
                    />
                    <span className="flex min-h-11 cursor-pointer items-center justify-center rounded-md border border-brand-700 px-1 text-center leading-tight font-semibold text-brand-700 peer-checked:bg-brand-700 peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-900">
                      {t('planner.termOption', { months: term })}
                    </span>
                  </label>
                ))}
              </div>
            </fieldset>
          </FieldsOnceHydrated>
        </form>

        <h3 className="mt-6 text-lg font-semibold">{t('planner.results')}</h3>
        {plan ? (
          <PlanResults plan={plan} months={months} purchaseDate={purchaseDate} />
        ) : (
          <p className="mt-2 text-slate-700" aria-live="polite">
            {t('planner.invalid')}
          </p>
        )}
        <InterestFreeExplainer purchaseDate={purchaseDate} />
      </section>
    </GlossaryProvider>
  );
}
