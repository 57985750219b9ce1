import { useLocale, useTranslations } from 'use-intl';
import { FeeDetails } from './fee-details.client';
import { formatHkdCents, formatRate } from './format';
import { GlossaryTerm } from './glossary-term.client';
import type { DateKey } from '@/lib/hong-kong-time';
import type { InstalmentTerm, PlanFigures } from './plan';
import { PlanSchedule } from './plan-schedule.client';

/** The planner's answer: fee and effective annual rate, how they are worked out, instalments, total, schedule. */
export function PlanResults({
  plan,
  months,
  purchaseDate,
}: {
  plan: PlanFigures;
  months: InstalmentTerm;
  purchaseDate: DateKey | null;
}) {
  const t = useTranslations('InstalmentPlanner');
  const locale = useLocale();
  const money = (cents: number) => formatHkdCents(cents, locale);
  const glossary = (key: 'handlingFee' | 'ear' | 'instalment', label: string) => (
    <GlossaryTerm definition={t(`glossary.${key}.definition`)}>{label}</GlossaryTerm>
  );
  return (
    <div aria-live="polite" data-testid="plan-results">
      <div className="mt-2 rounded-lg bg-brand-50 p-4">
        <dl className="grid gap-4 sm:grid-cols-2">
          <div>
            <dt className="text-sm">{glossary('handlingFee', t('planner.fee'))}</dt>
            <dd className="mt-1 text-2xl font-bold text-slate-900" data-testid="plan-fee">
              {money(plan.feeCents)}
            </dd>
          </div>
          <div>
            <dt className="text-sm">{glossary('ear', t('planner.ear'))}</dt>
            <dd className="mt-1 text-2xl font-bold text-slate-900" data-testid="plan-ear">
              {formatRate(plan.effectiveAnnualRate, locale)}
            </dd>
          </div>
        </dl>
        <div className="mt-3">
          <FeeDetails
            lines={[
              t('planner.feeRate', {
                rate: formatRate(plan.feeBasisPoints / 10_000, locale),
                months,
                fee: money(plan.feeCents),
              }),
              t('planner.feeCharged'),
              t('planner.earExplained', {
                ear: formatRate(plan.effectiveAnnualRate, locale),
              }),
              t('planner.legalNote'),
            ]}
          />
        </div>
      </div>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">
        <div>
          <dt className="text-sm">{glossary('instalment', t('planner.monthly'))}</dt>
          <dd className="mt-1 text-xl font-semibold" data-testid="plan-monthly">
            {money(plan.monthlyCents)}
          </dd>
          <dd className="text-sm text-slate-600">
            {t('planner.firstPayment', { amount: money(plan.firstPaymentCents) })}
          </dd>
        </div>
        <div>
          <dt className="text-sm">{t('planner.total')}</dt>
          <dd className="mt-1 text-xl font-semibold" data-testid="plan-total">
            {money(plan.totalCents)}
          </dd>
        </div>
      </dl>
      <PlanSchedule plan={plan} purchaseDate={purchaseDate} />
    </div>
  );
}
