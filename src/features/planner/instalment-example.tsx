import type { AppLocale } from '@/config/locales';
import { site } from '@/config/site';
import { formatHkd } from '@/i18n/format';
import { translator } from '@/i18n/translator';
import { formatHkdCents, formatRate } from './format';
import { planFigures } from './plan';
import { feeBasisPointsFor } from './planner-input';

/** The HK$10,000 example per term, computed like the planner: the instalment, fee, total and rate alike. */
export function InstalmentExample({ locale, level = 2 }: { locale: AppLocale; level?: 2 | 3 }) {
  const t = translator(locale, 'InstalmentExample');
  const { examplePurchaseHkd, instalmentTerms, interestFreeDaysMax } = site.card;
  const Heading = level === 2 ? 'h2' : 'h3';
  const TermHeading = level === 2 ? 'h3' : 'h4';
  const money = (cents: number) => formatHkdCents(cents, locale);
  const plans = instalmentTerms.map((months) =>
    planFigures(examplePurchaseHkd * 100, months, feeBasisPointsFor(months)),
  );
  return (
    <section
      aria-labelledby="instalment-example-heading"
      className="mt-6"
      data-testid="instalment-example"
    >
      <Heading id="instalment-example-heading" className="text-lg font-semibold">
        {t('heading', { amount: formatHkd(examplePurchaseHkd, locale) })}
      </Heading>
      <ul className="mt-3 grid gap-4 md:grid-cols-3">
        {plans.map((plan) => (
          <li
            key={plan.months}
            className="rounded-lg border border-slate-200 bg-white p-5"
            data-testid={`instalment-example-${plan.months}`}
          >
            <TermHeading className="font-semibold text-brand-700">
              {t('months', { months: plan.months })}
            </TermHeading>
            <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-3">
              {[
                [t('monthly'), money(plan.monthlyCents)],
                [t('fee'), money(plan.feeCents)],
                [t('total'), money(plan.totalCents)],
                [t('ear'), formatRate(plan.effectiveAnnualRate, locale)],
              ].map(([label, value]) => (
                <div key={label}>
                  <dt className="text-sm text-slate-600">{label}</dt>
                  <dd className="text-xl font-bold text-slate-900 tabular-nums">{value}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-slate-700">{t('note', { days: interestFreeDaysMax })}</p>
    </section>
  );
}
