import { describe, expect, it } from 'vitest';
import { branches } from '@/features/branches/branch-data';
import { holidayCheck } from './booking-availability';
import { bookingSlots, slotStartOf } from './booking-slots';

const central = branches.find((branch) => branch.id === 'central')!;
const shaTin = branches.find((branch) => branch.id === 'sha-tin')!;
const noHolidays = () => false;
/** An instant given as Hong Kong wall-clock time. */
const hk = (local: string) => Date.parse(`${local}+08:00`);
const keys = (slots: { key: string }[]) => slots.map((slot) => slot.key);

describe('bookingSlots', () => {
  it('offers whole hours inside weekday opening hours, 09:00 to 18:00 starts', () => {
    // Monday 2026-11-30, before opening.
    const monday = bookingSlots(central, hk('2026-11-30T07:30'), noHolidays, 1);
    expect(keys(monday)).toEqual(
      ['09', '10', '11', '12', '13', '14', '15', '16', '17', '18'].map((h) => `2026-11-30T${h}:00`),
    );
    expect(monday[0]!.start).toBe(Date.parse('2026-11-30T01:00:00Z'));
  });

  it('opens on Saturday morning only at Sha Tin, and never on Sunday', () => {
    const friday = hk('2026-12-04T20:00');
    const shaTinWeekend = bookingSlots(shaTin, friday, noHolidays, 3);
    expect(keys(shaTinWeekend)).toEqual([
      '2026-12-05T09:00',
      '2026-12-05T10:00',
      '2026-12-05T11:00',
      '2026-12-05T12:00',
    ]);
    expect(bookingSlots(central, friday, noHolidays, 3)).toEqual([]);
  });

  it('skips Hong Kong public holidays from date-holidays (Christmas and the day after)', () => {
    const slots = bookingSlots(
      central,
      hk('2026-12-23T20:00'),
      holidayCheck(hk('2026-12-23T20:00')),
      7,
    );
    const days = [...new Set(slots.map((slot) => slot.date))];
    // Thursday 24 open; Friday 25 and Saturday 26 holidays; Sunday 27 closed; Monday 28 open.
    expect(days).toContain('2026-12-24');
    expect(days).not.toContain('2026-12-25');
    expect(days).not.toContain('2026-12-27');
    expect(days).toContain('2026-12-28');
    // Sha Tin's Saturday is a holiday that week: closed.
    const shaTinSlots = bookingSlots(
      shaTin,
      hk('2026-12-23T20:00'),
      holidayCheck(hk('2026-12-23T20:00')),
      7,
    );
    expect(shaTinSlots.some((slot) => slot.date === '2026-12-26')).toBe(false);
  });

  it('offers nothing that has begun or starts within the current hour', () => {
    const slots = bookingSlots(central, hk('2026-11-30T10:15'), noHolidays, 1);
    expect(keys(slots)[0]).toBe('2026-11-30T11:00');
    // At 17:59 the 18:00 slot starts in the next hour, so it is still open.
    expect(keys(bookingSlots(central, hk('2026-11-30T17:59'), noHolidays, 1))).toEqual([
      '2026-11-30T18:00',
    ]);
    expect(bookingSlots(central, hk('2026-11-30T18:00'), noHolidays, 1)).toEqual([]);
  });

  it('covers the given number of days from today in Hong Kong, even just after midnight UTC', () => {
    // 2026-11-30 00:30 in Hong Kong is still 29 November in UTC.
    const slots = bookingSlots(central, hk('2026-11-30T00:30'), noHolidays, 2);
    expect(new Set(slots.map((slot) => slot.date))).toEqual(new Set(['2026-11-30', '2026-12-01']));
  });
});

describe('slotStartOf', () => {
  it('reads a Hong Kong slot key, and refuses what is no real date or time', () => {
    expect(slotStartOf('2026-12-01T10:00')).toBe(Date.parse('2026-12-01T02:00:00Z'));
    expect(slotStartOf('2026-02-30T10:00')).toBeNull();
    expect(slotStartOf('2026-12-01T24:00')).toBeNull();
    expect(slotStartOf('tomorrow')).toBeNull();
  });
});
