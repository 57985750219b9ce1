'use client';

import { useTranslations } from 'next-intl';
import { createContext, use, type ReactNode } from 'react';
import type { Branch } from './branch-data';
import { openStatus, weekHours, type OpenStatus } from './branch-hours';
import { dayNames } from './day-names';
import type { DateKey } from './hong-kong-time';
import { useNow } from './use-now';

type Rule = Pick<Branch, 'weekdays' | 'saturday'>;

/** Hong Kong general holidays (date key -> name) computed at build time, for every branch below. */
const HolidaysContext = createContext<Readonly<Record<DateKey, string>>>({});

export function HolidaysProvider({
  holidays,
  children,
}: {
  holidays: Record<DateKey, string>;
  children: ReactNode;
}) {
  return <HolidaysContext value={holidays}>{children}</HolidaysContext>;
}

function useHolidayCheck() {
  const holidays = use(HolidaysContext);
  return { holidays, isHoliday: (date: DateKey) => Object.hasOwn(holidays, date) };
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
  const now = useNow();
  const { isHoliday } = useHolidayCheck();
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

/** This week's dated hours (Monday to Sunday), holidays named, today highlighted. */
export function ThisWeekHours({ rule }: { rule: Rule }) {
  const t = useTranslations('StoreAddress.status');
  const now = useNow();
  const { holidays, isHoliday } = useHolidayCheck();
  const names = useDayName();
  if (now === null) return null;
  const week = weekHours(rule, now, isHoliday);
  const holidaysThisWeek = week.filter((day) => day.holiday);
  return (
    <div className="mt-2 text-sm">
      {holidaysThisWeek.map((day) => (
        <p key={day.date} className="font-semibold text-slate-800" data-testid="holiday-this-week">
          {t('holidayThisWeek', { day: names.dated(day.date), name: holidays[day.date] ?? '' })}
        </p>
      ))}
      <details className="mt-1">
        <summary className="cursor-pointer rounded text-brand-700 underline-offset-2 hover:underline">
          {t('thisWeek')}
        </summary>
        <table className="mt-2 w-full text-left">
          <caption className="sr-only">{t('thisWeek')}</caption>
          <tbody>
            {week.map((day) => (
              <tr
                key={day.date}
                className={day.today ? 'bg-brand-50 font-semibold' : ''}
                aria-current={day.today ? 'date' : undefined}
              >
                <th scope="row" className="py-0.5 pr-3 font-normal">
                  {names.dated(day.date)}
                  {day.today ? ` (${t('today')})` : ''}
                </th>
                <td className="py-0.5">
                  {day.hours ? `${day.hours.opens}–${day.hours.closes}` : t('closedDay')}
                  {day.holiday ? ` · ${t('holiday', { name: holidays[day.date] ?? '' })}` : ''}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </div>
  );
}
