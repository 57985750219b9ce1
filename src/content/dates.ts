const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** Contentful Date fields may hold a day only; such a day is read in Hong Kong time. */
export function startOf(date: string): number {
  return Date.parse(DATE_ONLY.test(date) ? `${date}T00:00:00+08:00` : date);
}

/** An end date given as a day lasts until that day's end in Hong Kong. */
export function endOf(date: string): number {
  return Date.parse(DATE_ONLY.test(date) ? `${date}T23:59:59.999+08:00` : date);
}

export type Period = 'upcoming' | 'active' | 'ended';

/** Where `now` stands against a start (optional) and end date. */
export function periodOf(
  { startDate, endDate }: { startDate?: string; endDate: string },
  now: number,
): Period {
  if (startDate && now < startOf(startDate)) return 'upcoming';
  return now > endOf(endDate) ? 'ended' : 'active';
}

/** The time a page is rendered at (a route-cached page keeps it until it is rendered again). */
export function renderTime(): number {
  return Date.now();
}
