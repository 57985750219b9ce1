import { dateKeyToUtc, type DateKey } from '@/lib/hong-kong-time';

/** The same day `months` later, or that month's last day when it is shorter (31 Jan + 1 = 28 Feb). */
export function addMonths(key: DateKey, months: number): DateKey {
  const date = dateKeyToUtc(key);
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return target.toISOString().slice(0, 10);
}
