import { describe, expect, it } from 'vitest';
import { hongKongHolidays } from '@/lib/hong-kong-holidays';
import { branches } from './branch-data';
import { hoursOn, openStatus, weekHours } from './branch-hours';

const holidays = hongKongHolidays(2026, 2027, 'en-US');
const isHoliday = (date: string) => date in holidays;
const shaTin = branches.find((branch) => branch.id === 'sha-tin')!;
const central = branches.find((branch) => branch.id === 'central')!;
/** An instant given as Hong Kong wall-clock time (UTC+8). */
const hk = (local: string) => Date.parse(`${local}+08:00`);
/** The branch's status at a Hong Kong wall-clock time. */
const statusAt = (branch: (typeof branches)[number], local: string) =>
  openStatus(branch, hk(local), isHoliday);
const openUntil = (closes: string) => ({ open: true, closes });
/** Closed: opens at 09:00 on `date`, `daysAhead` days from today. */
const opensOn = (date: string, daysAhead: number) => ({
  open: false,
  opens: { date, time: '09:00', daysAhead },
});

describe('openStatus on an ordinary weekday (Wed 30 Sep 2026)', () => {
  it('opens at 09:00 sharp and says when it closes', () => {
    expect(statusAt(central, '2026-09-30T08:59:59')).toEqual(opensOn('2026-09-30', 0));
    expect(statusAt(central, '2026-09-30T09:00:00')).toEqual(openUntil('19:00'));
  });

  it('is open at 18:59 and closed at 19:00 exactly', () => {
    expect(statusAt(central, '2026-09-30T18:59:59')).toEqual(openUntil('19:00'));
    expect(statusAt(central, '2026-09-30T19:00:00').open).toBe(false);
  });

  it('after closing the day before a holiday, skips the holiday to the day after', () => {
    expect(statusAt(central, '2026-09-30T19:00:00')).toEqual(opensOn('2026-10-02', 2));
  });
});

describe('a public holiday on a weekday (National Day, Thu 1 Oct 2026)', () => {
  it('is closed all day at every branch', () => {
    for (const branch of branches) {
      expect(hoursOn(branch, '2026-10-01', isHoliday)).toBeNull();
      expect(statusAt(branch, '2026-10-01T10:00:00')).toEqual(opensOn('2026-10-02', 1));
    }
  });

  it('the day after is an ordinary weekday again', () => {
    expect(statusAt(central, '2026-10-02T09:30:00')).toEqual(openUntil('19:00'));
  });
});

describe('Saturday (3 Oct 2026)', () => {
  it('Sha Tin is open 09:00-13:00', () => {
    expect(statusAt(shaTin, '2026-10-03T10:00:00')).toEqual(openUntil('13:00'));
    expect(statusAt(shaTin, '2026-10-03T12:59:00').open).toBe(true);
  });

  it('Sha Tin closes at 13:00 exactly and opens again on Monday', () => {
    expect(statusAt(shaTin, '2026-10-03T13:00:00')).toEqual(opensOn('2026-10-05', 2));
  });

  it('every other branch is closed and opens on Monday', () => {
    for (const branch of branches.filter((item) => item.id !== 'sha-tin')) {
      expect(statusAt(branch, '2026-10-03T10:00:00')).toEqual(opensOn('2026-10-05', 2));
    }
  });

  it('Sha Tin is closed on a Saturday that is a holiday (26 Dec 2026)', () => {
    expect(statusAt(shaTin, '2026-12-26T10:00:00')).toEqual(opensOn('2026-12-28', 2));
  });
});

describe('Sunday and long holidays', () => {
  it('is closed on Sunday, Sha Tin included', () => {
    expect(statusAt(shaTin, '2026-10-04T11:00:00').open).toBe(false);
  });

  it('skips the three Lunar New Year days (17-19 Feb 2026)', () => {
    expect(statusAt(central, '2026-02-16T19:30:00')).toEqual(opensOn('2026-02-20', 4));
  });

  it('works in Hong Kong time whatever the instant says in UTC', () => {
    // 01:00 UTC on Friday is 09:00 in Hong Kong.
    const instant = Date.parse('2026-10-02T01:00:00Z');
    expect(openStatus(central, instant, isHoliday)).toEqual(openUntil('19:00'));
  });
});

describe('weekHours', () => {
  it('lists Monday to Sunday of this week with the holiday closed', () => {
    const week = weekHours(shaTin, hk('2026-10-01T12:00:00'), isHoliday);
    expect(week.map((day) => day.date)).toEqual([
      '2026-09-28',
      '2026-09-29',
      '2026-09-30',
      '2026-10-01',
      '2026-10-02',
      '2026-10-03',
      '2026-10-04',
    ]);
    expect(week.map((day) => day.hours?.closes ?? null)).toEqual([
      '19:00',
      '19:00',
      '19:00',
      null,
      '19:00',
      '13:00',
      null,
    ]);
    expect(week.filter((day) => day.holiday).map((day) => day.date)).toEqual(['2026-10-01']);
    expect(week.filter((day) => day.today).map((day) => day.date)).toEqual(['2026-10-01']);
  });

  it('starts the week on the previous Monday when today is Sunday', () => {
    expect(weekHours(central, hk('2026-10-04T12:00:00'), isHoliday)[0]?.date).toBe('2026-09-28');
  });
});
