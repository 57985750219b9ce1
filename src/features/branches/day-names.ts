import { dateKeyToUtc, type DateKey } from './hong-kong-time';

/** The messages (StoreAddress.status) day names are made of. */
export type DayNameMessages = {
  weekdays: readonly string[];
  weekdaysShort: readonly string[];
  months: readonly string[];
};

/** Formats StoreAddress.status.dated ("{weekday}, {month} {day}") with next-intl. */
export type DatedFormat = (values: { day: number; month: string; weekday: string }) => string;

/**
 * Day names from the messages rather than Intl.DateTimeFormat: building a formatter for a locale
 * costs a phone tens of milliseconds, and the branch list needs them as the page becomes
 * interactive. They read as Intl's `{ weekday: 'long' }` and `{ weekday, month: 'short', day }`.
 */
export function dayNames(messages: DayNameMessages, formatDated: DatedFormat) {
  const parts = (date: DateKey) => {
    const day = dateKeyToUtc(date);
    return { day: day.getUTCDate(), month: day.getUTCMonth(), weekday: day.getUTCDay() };
  };
  return {
    weekday: (date: DateKey) => messages.weekdays[parts(date).weekday] ?? date,
    dated: (date: DateKey) => {
      const { day, month, weekday } = parts(date);
      return formatDated({
        day,
        month: messages.months[month] ?? '',
        weekday: messages.weekdaysShort[weekday] ?? '',
      });
    },
  };
}
