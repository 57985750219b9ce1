import { dateKeyToUtc, type DateKey } from '@/lib/hong-kong-time';

/**
 * The translator for StoreAddress.status: `weekdays`, `weekdaysShort` and `months` select a
 * name by its index (0 Sunday, 0 January); `dated` is "{weekday}, {month} {day}".
 */
export type DayNameMessages = (
  key: 'weekdays' | 'weekdaysShort' | 'months' | 'dated',
  values: Record<string, string | number>,
) => string;

/**
 * Day names from the messages rather than Intl.DateTimeFormat: building a formatter for a locale
 * costs a phone tens of milliseconds, and the branch list needs them as the page becomes
 * interactive. They read as Intl's `{ weekday: 'long' }` and `{ weekday, month: 'short', day }`.
 */
export function dayNames(t: DayNameMessages) {
  const parts = (date: DateKey) => {
    const day = dateKeyToUtc(date);
    return { day: day.getUTCDate(), month: day.getUTCMonth(), weekday: day.getUTCDay() };
  };
  return {
    weekday: (date: DateKey) => t('weekdays', { day: parts(date).weekday }),
    dated: (date: DateKey) => {
      const { day, month, weekday } = parts(date);
      return t('dated', {
        day,
        month: t('months', { month }),
        weekday: t('weekdaysShort', { day: weekday }),
      });
    },
  };
}
