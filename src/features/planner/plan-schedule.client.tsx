import { useLocale, useTranslations } from 'use-intl';
import { useId } from 'react';
import type { DateKey } from '@/lib/hong-kong-time';
import { formatDateKey, formatHkdCents } from './format';
import { planSchedule, type PlanFigures } from './plan';

/** The dated repayment schedule; dates appear once the visitor's own date is known. */
export function PlanSchedule({
  plan,
  purchaseDate,
}: {
  plan: PlanFigures;
  purchaseDate: DateKey | null;
}) {
  const t = useTranslations('InstalmentPlanner.schedule');
  const locale = useLocale();
  const captionId = useId();
  const money = (cents: number) => formatHkdCents(cents, locale);
  const rows = planSchedule(plan, purchaseDate ?? '2000-01-01');
  const cell = 'px-2 py-1.5 text-right tabular-nums';
  // Phones show instalment, date and payment; the principal and fee columns join from `sm` up.
  const wide = `${cell} hidden sm:table-cell`;
  return (
    <div className="mt-6">
      <h3 className="text-lg font-semibold">{t('heading')}</h3>
      {/* A scrolling region takes the focus, so a keyboard can scroll it (axe: scrollable-region-focusable). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className="mt-2 overflow-x-auto" tabIndex={0} role="region" aria-labelledby={captionId}>
        <table className="w-full text-sm" data-testid="plan-schedule">
          <caption id={captionId} className="pb-2 text-left text-slate-600">
            {t('caption', {
              amount: money(plan.amountCents),
              date: purchaseDate ? formatDateKey(purchaseDate, locale) : '—',
              months: plan.months,
            })}
          </caption>
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="px-2 py-1.5 text-left">
                {/* A narrow "#" on phones; screen readers always hear the full heading. */}
                <span aria-hidden="true" className="sm:hidden">
                  #
                </span>
                <span className="sr-only sm:not-sr-only">{t('number')}</span>
              </th>
              <th scope="col" className="px-2 py-1.5 text-left">
                {t('dueDate')}
              </th>
              <th scope="col" className={wide}>
                {t('principal')}
              </th>
              <th scope="col" className={wide}>
                {t('fee')}
              </th>
              <th scope="col" className={cell}>
                {t('payment')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.number} className="border-b border-slate-100">
                <th scope="row" className="px-2 py-1.5 text-left font-normal">
                  {row.number}
                </th>
                <td className="px-2 py-1.5 whitespace-nowrap">
                  {purchaseDate ? formatDateKey(row.dueDate, locale) : '—'}
                </td>
                <td className={wide}>{money(row.principalCents)}</td>
                <td className={wide}>{money(row.feeCents)}</td>
                <td className={`${cell} font-semibold`}>
                  {money(row.paymentCents)}
                  {row.feeCents > 0 ? (
                    <span className="block text-xs font-normal text-slate-600 sm:hidden">
                      {t('includesFee', { fee: money(row.feeCents) })}
                    </span>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-t-2 border-slate-300 font-semibold">
              <th scope="row" colSpan={2} className="px-2 py-1.5 text-left">
                {t('total')}
              </th>
              <td className={wide}>{money(plan.amountCents)}</td>
              <td className={wide}>{money(plan.feeCents)}</td>
              <td className={cell} data-testid="schedule-total">
                {money(plan.totalCents)}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
      <p className="mt-2 text-sm text-slate-600">{t('note')}</p>
    </div>
  );
}
