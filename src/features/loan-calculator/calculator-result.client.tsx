import { useLocale, useTranslations } from 'use-intl';
import { formatRate } from '@/features/planner/format';
import { formatHkd } from '@/i18n/format';
import { FigureGrid, type Figure } from './figure-grid';
import type { LoanQuote } from './loan-quote';

/** The calculator's answer: repayments, interest, total, and the APR as prominent as the flat rate. */
export function CalculatorResult({ quote, id }: { quote: LoanQuote | null; id: string }) {
  const t = useTranslations('LoanCalculator');
  const locale = useLocale();
  const rows: Figure[] = quote
    ? [
        [t('result.monthly'), formatHkd(quote.monthlyRepaymentHkd, locale), 'calc-monthly'],
        [t('result.flatRate'), formatRate(quote.monthlyFlatRate, locale), 'calc-flat-rate'],
        [t('result.ear'), formatRate(quote.effectiveAnnualRate, locale), 'calc-ear'],
        [t('result.totalInterest'), formatHkd(quote.totalInterestHkd, locale), 'calc-interest'],
        [t('result.total'), formatHkd(quote.totalRepaymentHkd, locale), 'calc-total'],
      ]
    : [];
  return (
    <div
      id={id}
      className="mt-6 rounded-xl bg-brand-50 p-4 sm:p-5"
      aria-live="polite"
      data-testid="calculator-result"
    >
      <h3 className="text-lg font-semibold text-slate-900">{t('result.heading')}</h3>
      {quote ? (
        <>
          <FigureGrid figures={rows} grid="mt-3 md:grid-cols-5" card="p-3" />
          {quote.lastRepaymentHkd !== quote.monthlyRepaymentHkd ? (
            <p className="mt-3 text-sm text-slate-700" data-testid="calc-last">
              {t('result.last', {
                months: quote.months - 1,
                last: formatHkd(quote.lastRepaymentHkd, locale),
              })}
            </p>
          ) : null}
        </>
      ) : (
        <p className="mt-2 text-slate-700" data-testid="calc-invalid">
          {t('result.invalid')}
        </p>
      )}
      <p className="mt-3 text-sm leading-6 text-slate-600">{t('result.rounding')}</p>
    </div>
  );
}
