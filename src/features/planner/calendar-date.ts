/** Calendar dates as `YYYY-MM-DD` keys; arithmetic in UTC so no time zone or DST can shift a day. */
export type DateKey = string;

const pattern = /^(\d{4})-(\d{2})-(\d{2})$/;

function toUtc(key: DateKey): Date {
  const match = pattern.exec(key);
  if (!match) throw new RangeError(`Not a date key: ${key}`);
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}

function fromUtc(date: Date): DateKey {
  return date.toISOString().slice(0, 10);
}

/** True for a real calendar date such as 2026-02-28 (not 2026-02-30). */
export function isDateKey(value: string): boolean {
  const match = pattern.exec(value);
  if (!match) return false;
  return fromUtc(toUtc(value)) === value;
}

export function addDays(key: DateKey, days: number): DateKey {
  const date = toUtc(key);
  date.setUTCDate(date.getUTCDate() + days);
  return fromUtc(date);
}

/** The same day `months` later, or that month's last day when it is shorter (31 Jan + 1 = 28 Feb). */
export function addMonths(key: DateKey, months: number): DateKey {
  const date = toUtc(key);
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return fromUtc(target);
}

/** Today's date in Hong Kong for an instant. */
export function hongKongDateKey(instant: number): DateKey {
  // en-CA formats dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Hong_Kong',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

/** A date key as a UTC instant, for Intl formatting with `timeZone: 'UTC'`. */
export function dateKeyToUtc(key: DateKey): Date {
  return toUtc(key);
}
