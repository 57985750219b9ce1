import {
  addDays,
  hongKongClock,
  weekdayOf,
  type DateKey,
  type Weekday,
} from '@/lib/hong-kong-time';
import type { Branch, Hours } from './branch-data';

/** Whether a date is a Hong Kong general holiday (a set of date keys in practice). */
export type HolidayCheck = (date: DateKey) => boolean;

type HoursRule = Pick<Branch, 'weekdays' | 'saturday'>;

/** The Monday that starts the week of `key` (weeks run Monday to Sunday). */
function mondayOf(key: DateKey): DateKey {
  return addDays(key, -((weekdayOf(key) + 6) % 7));
}

/** `HH:MM` as minutes since midnight. */
function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/** A weekday's regular hours: weekdays 09:00-19:00; Saturday closed except where the branch opens; Sunday closed. */
export function regularHours(branch: HoursRule, weekday: Weekday): Hours | null {
  if (weekday === 0) return null;
  if (weekday === 6) return branch.saturday;
  return branch.weekdays;
}

/** A date's hours: its weekday's regular hours, closed on holidays. */
export function hoursOn(branch: HoursRule, date: DateKey, isHoliday: HolidayCheck): Hours | null {
  return isHoliday(date) ? null : regularHours(branch, weekdayOf(date));
}

export type OpenStatus =
  | { open: true; closes: string }
  /** `opens` is null only if nothing opens within the search window (never with the real rules). */
  | { open: false; opens: { date: DateKey; time: string; daysAhead: number } | null };

const searchDays = 31;

export function openStatus(
  branch: HoursRule,
  instant: number,
  isHoliday: HolidayCheck,
): OpenStatus {
  const now = hongKongClock(instant);
  const today = hoursOn(branch, now.date, isHoliday);
  if (today && now.minutes >= minutesOf(today.opens) && now.minutes < minutesOf(today.closes)) {
    return { open: true, closes: today.closes };
  }
  if (today && now.minutes < minutesOf(today.opens)) {
    return { open: false, opens: { date: now.date, time: today.opens, daysAhead: 0 } };
  }
  for (let daysAhead = 1; daysAhead <= searchDays; daysAhead += 1) {
    const date = addDays(now.date, daysAhead);
    const hours = hoursOn(branch, date, isHoliday);
    if (hours) return { open: false, opens: { date, time: hours.opens, daysAhead } };
  }
  return { open: false, opens: null };
}

export type DayHours = { date: DateKey; hours: Hours | null; holiday: boolean; today: boolean };

/** Monday to Sunday of the current Hong Kong week, each day's hours, holidays marked. */
export function weekHours(branch: HoursRule, instant: number, isHoliday: HolidayCheck): DayHours[] {
  const today = hongKongClock(instant).date;
  const monday = mondayOf(today);
  return Array.from({ length: 7 }, (_, index) => {
    const date = addDays(monday, index);
    return {
      date,
      hours: hoursOn(branch, date, isHoliday),
      holiday: isHoliday(date),
      today: date === today,
    };
  });
}
