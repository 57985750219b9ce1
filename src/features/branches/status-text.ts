import type { OpenStatus } from './branch-hours';
import type { dayNames } from './day-names';

/** The StoreAddress.status messages the open-now line reads. */
export type StatusMessages = (
  key:
    | 'open'
    | 'closed'
    | 'closesAt'
    | 'opensToday'
    | 'opensTomorrow'
    | 'opensOn'
    | 'today'
    | 'closedDay'
    | 'hours'
    | 'holiday'
    | 'holidayThisWeek',
  values?: Record<string, string | number>,
) => string;

/** "closes at 19:00", "opens tomorrow at 09:00", "opens Monday at 09:00" for a branch's status. */
export function statusText(
  t: StatusMessages,
  names: ReturnType<typeof dayNames>,
  status: OpenStatus,
): string {
  if (status.open) return t('closesAt', { time: status.closes });
  if (!status.opens) return '';
  const { date, time, daysAhead } = status.opens;
  if (daysAhead === 0) return t('opensToday', { time });
  if (daysAhead === 1) return t('opensTomorrow', { time });
  return t('opensOn', { day: daysAhead < 7 ? names.weekday(date) : names.dated(date), time });
}
