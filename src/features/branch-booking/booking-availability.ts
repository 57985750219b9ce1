import type { Db } from '@/db/client';
import { branches, type Branch, type District } from '@/features/branches/branch-data';
import type { HolidayCheck } from '@/features/branches/branch-hours';
import { hongKongHolidays } from '@/lib/hong-kong-holidays';
import { hongKongClock } from '@/lib/hong-kong-time';
import { takenSeats } from './booking-repository';
import { bookingSlots, slotCapacity, slotMinutes, type Slot } from './booking-slots';

export const branchOf = (id: string): Branch | undefined =>
  branches.find((branch) => branch.id === id);

const calendars = new Map<number, Set<string>>();

/** Hong Kong's general holidays (date-holidays) of this year and the next, made once per year. */
export function holidayCheck(now: number): HolidayCheck {
  const year = Number(hongKongClock(now).date.slice(0, 4));
  let days = calendars.get(year);
  if (!days) {
    days = new Set(Object.keys(hongKongHolidays(year, year + 1, 'en-US')));
    calendars.set(year, days);
  }
  const known = days;
  return (date) => known.has(date);
}

/** The slots of `branch` open to booking now, before counting who has booked them. */
export const offeredSlots = (branch: Branch, now: number) =>
  bookingSlots(branch, now, holidayCheck(now));

/** The offered slots of a branch that still have a free seat (one query). */
export async function freeSlots(db: Db, branchId: District, now: number): Promise<Slot[]> {
  const branch = branchOf(branchId);
  if (!branch) return [];
  const slots = offeredSlots(branch, now);
  const first = slots[0];
  const last = slots.at(-1);
  if (!first || !last) return [];
  const taken = await takenSeats(
    db,
    branch.id,
    new Date(first.start),
    new Date(last.start + slotMinutes * 60_000),
  );
  return slots.filter((slot) => (taken.get(slot.start) ?? 0) < slotCapacity);
}
