/** Wall-clock time in Hong Kong for an instant, and calendar arithmetic on `YYYY-MM-DD` keys. */
export type DateKey = string;

/** 0 = Sunday ... 6 = Saturday, like Date#getDay. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export type HongKongClock = { date: DateKey; weekday: Weekday; minutes: number };

const formatter = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Hong_Kong',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export function hongKongClock(instant: number): HongKongClock {
  const parts = Object.fromEntries(
    formatter.formatToParts(instant).map((part) => [part.type, part.value]),
  );
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  return {
    date,
    weekday: weekdayOf(date),
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
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
