/** Wall-clock time in Hong Kong for an instant, and calendar arithmetic on `YYYY-MM-DD` keys. */
export type DateKey = string;

/** 0 = Sunday ... 6 = Saturday, like Date#getDay. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export type HongKongClock = { date: DateKey; weekday: Weekday; minutes: number };

/** Hong Kong keeps UTC+8 all year (no daylight saving since 1979). */
const hongKongOffsetMs = 8 * 60 * 60 * 1000;

// Plain arithmetic rather than Intl.DateTimeFormat with a time zone, which costs a phone tens of
// milliseconds to build while the branch page becomes interactive.
export function hongKongClock(instant: number): HongKongClock {
  const local = new Date(instant + hongKongOffsetMs);
  const date = local.toISOString().slice(0, 10);
  return {
    date,
    weekday: local.getUTCDay() as Weekday,
    minutes: local.getUTCHours() * 60 + local.getUTCMinutes(),
  };
}

function utcOf(key: DateKey): Date {
  const [year = NaN, month = NaN, day = NaN] = key.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day));
}

export function weekdayOf(key: DateKey): Weekday {
  return utcOf(key).getUTCDay() as Weekday;
}

export function addDays(key: DateKey, days: number): DateKey {
  const date = utcOf(key);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The Monday that starts the week of `key` (weeks run Monday to Sunday). */
export function mondayOf(key: DateKey): DateKey {
  return addDays(key, -((weekdayOf(key) + 6) % 7));
}

export function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/** A date key as a UTC instant, for Intl formatting with `timeZone: 'UTC'`. */
export function dateKeyToUtc(key: DateKey): Date {
  return utcOf(key);
}
