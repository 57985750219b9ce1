import {
  addDays,
  hongKongClock,
  hongKongMidnight,
  isDateKey,
  type DateKey,
} from '@/lib/hong-kong-time';
import { hoursOn, type HolidayCheck } from '@/features/branches/branch-hours';
import type { Branch } from '@/features/branches/branch-data';

/** How long a visit is, how many days ahead a visitor may book, and how many visitors one slot takes. */
export const slotMinutes = 60;
export const bookingDays = 14;
export const slotCapacity = 3;

/** A bookable hour at a branch: its key (`YYYY-MM-DDTHH:MM`, Hong Kong time) and its instant. */
export type Slot = { key: string; date: DateKey; time: string; start: number };

const minutesOf = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};
const timeOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const hourMs = 60 * 60 * 1000;

/** A slot key's instant (Hong Kong keeps UTC+8), or null when the key is no real date and time. */
export function slotStartOf(key: string): number | null {
  const match = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):([0-5]\d)$/.exec(key);
  if (!match || !isDateKey(match[1]!)) return null;
  return hongKongMidnight(match[1]!) + minutesOf(`${match[2]}:${match[3]}`) * 60_000;
}

/**
 * The slots a visitor may book at `branch` from `now` on: whole visits inside the day's opening
 * hours (Sha Tin's Saturday, no Sunday, no Hong Kong general holiday), over the next `days` days
 * from today in Hong Kong, and none that has begun or starts in the current hour.
 */
export function bookingSlots(
  branch: Pick<Branch, 'weekdays' | 'saturday'>,
  now: number,
  isHoliday: HolidayCheck,
  days = bookingDays,
): Slot[] {
  const today = hongKongClock(now).date;
  const earliest = Math.floor(now / hourMs) * hourMs + hourMs;
  const slots: Slot[] = [];
  for (let ahead = 0; ahead < days; ahead += 1) {
    const date = addDays(today, ahead);
    const hours = hoursOn(branch, date, isHoliday);
    if (!hours) continue;
    const closes = minutesOf(hours.closes);
    for (let at = minutesOf(hours.opens); at + slotMinutes <= closes; at += slotMinutes) {
      const time = timeOf(at);
      const start = hongKongMidnight(date) + at * 60_000;
      if (start >= earliest) slots.push({ key: `${date}T${time}`, date, time, start });
    }
  }
  return slots;
}
