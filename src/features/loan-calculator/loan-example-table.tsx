import type { AppLocale } from '@/config/locales';
import { formatRate } from '@/features/planner/format';
import { formatHkd } from '@/i18n/format';
import { translator } from '@/i18n/translator';
import { FigureGrid, type Figure } from './figure-grid';
import { exampleQuote } from './loan-quote';
import type { LoanPageKey, LoanProductTerms } from './loan-terms';

/**
 * A loan page's representative example: amount, term, the flat rate and, as prominent beside it,
 * the effective annual rate, the repayments and the total (test ids `{page}-flat-rate`, `{page}-ear`).
 */
export function LoanExampleTable({
  locale,
  page,
  terms,
}: {
  locale: AppLocale;
  page: LoanPageKey;
  terms: LoanProductTerms;
}) {
  const t = translator(locale, 'LoanCalculator.example');
  const loan = exampleQuote(terms);
  const rows: Figure[] = [
    [t('amount'), formatHkd(loan.amountHkd, locale)],
    [t('months'), t('monthsValue', { months: loan.months })],
    [t('flatRate'), formatRate(loan.monthlyFlatRate, locale), `${page}-flat-rate`],
    [t('ear'), formatRate(loan.effectiveAnnualRate, locale), `${page}-ear`],
    [t('monthly'), formatHkd(loan.monthlyRepaymentHkd, locale)],
    [t('totalInterest'), formatHkd(loan.totalInterestHkd, locale)],
    [t('total'), formatHkd(loan.totalRepaymentHkd, locale)],
  ];
  return (
    <section aria-labelledby="loan-example-heading" className="mt-12" data-testid="loan-example">
      <h2 id="loan-example-heading" className="text-2xl font-bold text-slate-900">
        {t('heading')}
      </h2>
      <FigureGrid figures={rows} grid="mt-4 md:grid-cols-4" card="border border-slate-200 p-4" />
      <p className="mt-3 text-sm leading-6 text-slate-600">{t('note')}</p>
    </section>
  );
}
