/**
 * The site's one Hong Kong clock: its time zone, the Hong Kong date and wall-clock time of an
 * instant, and calendar arithmetic on `YYYY-MM-DD` date keys (done in UTC, so no zone can shift a
 * day). Browser code imports it (branch hours, planner, forms): keep it small and dependency-free;
 * the holidays are in hong-kong-holidays.ts, which is server and build only.
 */

/** Hong Kong's IANA time zone: for Intl formatting, use-intl and date-holidays. */
export const hongKongTimeZone = 'Asia/Hong_Kong';

/** A calendar date as `YYYY-MM-DD`. */
export type DateKey = string;

/** 0 = Sunday ... 6 = Saturday, like Date#getDay. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export type HongKongClock = { date: DateKey; weekday: Weekday; minutes: number };

/** Hong Kong keeps UTC+8 all year (no daylight saving since 1979; a test holds this to Intl's). */
const hongKongOffsetMs = 8 * 60 * 60 * 1000;

// Plain arithmetic rather than Intl.DateTimeFormat with a time zone, which costs a phone tens of
// milliseconds to build while a page becomes interactive.
/** Hong Kong's date, weekday and minutes since midnight at an instant. */
export function hongKongClock(instant: number): HongKongClock {
  const local = new Date(instant + hongKongOffsetMs);
  return {
    date: local.toISOString().slice(0, 10),
    weekday: local.getUTCDay() as Weekday,
    minutes: local.getUTCHours() * 60 + local.getUTCMinutes(),
  };
}

/** The Hong Kong date at an instant. */
export function hongKongDateKey(instant: number | Date): DateKey {
  return hongKongClock(Number(instant)).date;
}

/** Today's date in Hong Kong. */
export function hongKongToday(now: number | Date = Date.now()): DateKey {
  return hongKongDateKey(now);
}

/** The instant a Hong Kong day starts (00:00 Hong Kong time). */
export function hongKongMidnight(key: DateKey): number {
  return dateKeyToUtc(key).getTime() - hongKongOffsetMs;
}

// Read leniently and small (this ships in the branch finder's script): a string that is no date
// key gives an Invalid Date, on which addDays and Intl formatting throw a RangeError.
/** A date key as a UTC instant, for Intl formatting with `timeZone: 'UTC'`. */
export function dateKeyToUtc(key: DateKey): Date {
  const [year = NaN, month = NaN, day = NaN] = key.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day));
}

/** True for a real calendar date such as 2026-02-28 (not 2026-02-30). */
export function isDateKey(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && addDays(value, 0) === value;
}

export function addDays(key: DateKey, days: number): DateKey {
  const date = dateKeyToUtc(key);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export function weekdayOf(key: DateKey): Weekday {
  return dateKeyToUtc(key).getUTCDay() as Weekday;
}
