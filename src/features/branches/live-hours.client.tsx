'use client';

import { useTranslations } from 'next-intl';
import { createContext, use, useMemo, type ReactNode } from 'react';
import type { Branch, Hours } from './branch-data';
import { openStatus, regularHours, weekHours, type OpenStatus } from './branch-hours';
import { dayNames } from './day-names';
import type { DateKey, Weekday } from './hong-kong-time';
import { useNow } from './use-now';

type Rule = Pick<Branch, 'weekdays' | 'saturday'>;

type LiveHours = {
  /** Hong Kong general holidays (date key -> name) computed at build time. */
  holidays: Readonly<Record<DateKey, string>>;
  /** The visitor's clock to the minute once the page has loaded; null before (see useNow). */
  now: number | null;
};

const LiveHoursContext = createContext<LiveHours>({ holidays: {}, now: null });

/** One clock for every branch below: it starts after the page has loaded, not while it hydrates. */
export function LiveHoursProvider({
  holidays,
  children,
}: {
  holidays: Record<DateKey, string>;
  children: ReactNode;
}) {
  const now = useNow();
  const value = useMemo(() => ({ holidays, now }), [holidays, now]);
  return <LiveHoursContext value={value}>{children}</LiveHoursContext>;
}

function useLiveHours() {
  const { holidays, now } = use(LiveHoursContext);
  return { holidays, now, isHoliday: (date: DateKey) => Object.hasOwn(holidays, date) };
}

function useDayName() {
  const t = useTranslations('StoreAddress.status');
  return dayNames(t);
}

function useStatusText() {
  const t = useTranslations('StoreAddress.status');
  const names = useDayName();
  return (status: OpenStatus): string => {
    if (status.open) return t('closesAt', { time: status.closes });
    if (!status.opens) return '';
    const { date, time, daysAhead } = status.opens;
    if (daysAhead === 0) return t('opensToday', { time });
    if (daysAhead === 1) return t('opensTomorrow', { time });
    return t('opensOn', { day: daysAhead < 7 ? names.weekday(date) : names.dated(date), time });
  };
}

/** "Open now · closes at 19:00" or "Closed now · opens Monday at 09:00", for the visitor's current time. */
export function OpenNowStatus({ rule }: { rule: Rule }) {
  const t = useTranslations('StoreAddress.status');
  const { now, isHoliday } = useLiveHours();
  const describe = useStatusText();
  // Reserve the line while prerendered, so nothing jumps when the status appears.
  if (now === null) return <p className="min-h-6" data-testid="open-status" />;
  const status = openStatus(rule, now, isHoliday);
  return (
    <p
      className="flex min-h-6 flex-wrap items-center gap-x-2 text-sm"
      data-testid="open-status"
      data-open={status.open}
    >
      <span
        className={`inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 font-semibold ${status.open ? 'bg-green-100 text-green-900' : 'bg-slate-200 text-slate-800'}`}
      >
        <span
          aria-hidden="true"
          className={`h-2 w-2 rounded-full ${status.open ? 'bg-green-700' : 'bg-slate-600'}`}
        />
        {status.open ? t('open') : t('closed')}
      </span>
      <span className="text-slate-700">{describe(status)}</span>
    </p>
  );
}

const weekOrder: readonly Weekday[] = [1, 2, 3, 4, 5, 6, 0];

type Row = { label: string; hours: Hours | null; holiday?: string; today: boolean };

/**
 * This week's hours, Monday to Sunday. Prerendered (and without JavaScript) the rows are the regular
 * week; once the clock starts they are dated, holidays named and closed, today highlighted. The
 * table is there from the start and holidays are named inside it, so nothing moves when it changes.
 */
export function ThisWeekHours({ rule }: { rule: Rule }) {
  const t = useTranslations('StoreAddress.status');
  const { holidays, now, isHoliday } = useLiveHours();
  const names = useDayName();
  const week = now === null ? null : weekHours(rule, now, isHoliday);
  const rows: Row[] =
    week === null
      ? weekOrder.map((day) => ({
          label: t('weekdays', { day }),
          hours: regularHours(rule, day),
          today: false,
        }))
      : week.map((day) => ({
          label: `${names.dated(day.date)}${day.today ? ` (${t('today')})` : ''}`,
          hours: day.hours,
          holiday: day.holiday ? (holidays[day.date] ?? '') : undefined,
          today: day.today,
        }));
  return (
    <details className="mt-2 text-sm">
      <summary className="cursor-pointer rounded text-brand-700 underline-offset-2 hover:underline">
        {t('thisWeek')}
      </summary>
      {(week ?? [])
        .filter((day) => day.holiday)
        .map((day) => (
          <p
            key={day.date}
            className="mt-1 font-semibold text-slate-800"
            data-testid="holiday-this-week"
          >
            {t('holidayThisWeek', { day: names.dated(day.date), name: holidays[day.date] ?? '' })}
          </p>
        ))}
      <table className="mt-2 w-full text-left [&_td]:py-0.5 [&_th]:py-0.5 [&_th]:pr-3 [&_th]:font-normal">
        <caption className="sr-only">{t('thisWeek')}</caption>
        <tbody>
          {rows.map((row, index) => (
            <tr
              key={index}
              className={row.today ? 'bg-brand-50 font-semibold' : undefined}
              aria-current={row.today ? 'date' : undefined}
            >
              <th scope="row">{row.label}</th>
              <td>
                {row.hours ? `${row.hours.opens}–${row.hours.closes}` : t('closedDay')}
                {row.holiday === undefined ? '' : ` · ${t('holiday', { name: row.holiday })}`}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
