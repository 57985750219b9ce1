import type { AppLocale } from '@/config/locales';
import { site } from '@/config/site';
import { formatHkd } from '@/i18n/format';
import { translator } from '@/i18n/translator';
import { formatHkdCents, formatRate } from './format';
import { planFigures } from './plan';
import { feeBasisPointsFor } from './planner-input';
import { planComparisonHeadingId } from './planner-script-note.client';

/** The HK$10,000 example for every term, prerendered: the fee and its effective annual rate side by side. */
export function PlanComparison({ locale }: { locale: AppLocale }) {
  const t = translator(locale, 'InstalmentPlanner.comparison');
  const amount = formatHkd(site.card.examplePurchaseHkd, locale);
  const plans = site.card.instalmentTerms.map((months) =>
    planFigures(site.card.examplePurchaseHkd * 100, months, feeBasisPointsFor(months)),
  );
  const money = (cents: number) => formatHkdCents(cents, locale);
  const cell = 'px-2 py-2 text-right tabular-nums';
  return (
    <section aria-labelledby={planComparisonHeadingId} className="rounded-lg bg-brand-50 p-5">
      <h2 id={planComparisonHeadingId} className="text-lg font-semibold">
        {t('heading', { amount })}
      </h2>
      {/* Phones get one card per term; wider screens the table. */}
      <ul className="mt-3 space-y-3 sm:hidden" data-testid="plan-comparison-cards">
        {plans.map((plan) => (
          <li key={plan.months} className="rounded-md bg-white p-3">
            <p className="font-semibold">{t('months', { months: plan.months })}</p>
            <dl className="mt-1 grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
              <div>
                <dt className="text-slate-600">{t('fee')}</dt>
                <dd className="text-base font-semibold">{money(plan.feeCents)}</dd>
              </div>
              <div>
                <dt className="text-slate-600">{t('ear')}</dt>
                <dd className="text-base font-semibold">
                  {formatRate(plan.effectiveAnnualRate, locale)}
                </dd>
              </div>
              <div>
                <dt className="text-slate-600">{t('monthly')}</dt>
                <dd>{money(plan.monthlyCents)}</dd>
              </div>
              <div>
                <dt className="text-slate-600">{t('total')}</dt>
                <dd>{money(plan.totalCents)}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
      <div className="mt-3 hidden sm:block">
        <table className="w-full text-sm" data-testid="plan-comparison">
          <caption className="sr-only">{t('caption', { amount })}</caption>
          <thead>
            <tr className="border-b border-brand-100">
              <th scope="col" className="px-2 py-2 text-left">
                {t('term')}
              </th>
              <th scope="col" className={cell}>
                {t('fee')}
              </th>
              <th scope="col" className={cell}>
                {t('ear')}
              </th>
              <th scope="col" className={cell}>
                {t('monthly')}
              </th>
              <th scope="col" className={cell}>
                {t('total')}
              </th>
            </tr>
          </thead>
          <tbody>
            {plans.map((plan) => (
              <tr key={plan.months} className="border-t border-brand-100">
                <th scope="row" className="px-2 py-2 text-left">
                  {t('months', { months: plan.months })}
                </th>
                <td className={`${cell} font-semibold`}>{money(plan.feeCents)}</td>
                <td className={`${cell} font-semibold`}>
                  {formatRate(plan.effectiveAnnualRate, locale)}
                </td>
                <td className={cell}>{money(plan.monthlyCents)}</td>
                <td className={cell}>{money(plan.totalCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-3 text-sm text-slate-700">{t('note')}</p>
    </section>
  );
}
