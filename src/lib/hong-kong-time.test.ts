import { describe, expect, it } from 'vitest';
import {
  addDays,
  dateKeyToUtc,
  hongKongClock,
  hongKongDateKey,
  hongKongMidnight,
  hongKongTimeZone,
  hongKongToday,
  isDateKey,
  weekdayOf,
} from './hong-kong-time';

describe('the Hong Kong date of an instant', () => {
  it('turns at 16:00 UTC, Hong Kong midnight', () => {
    expect(hongKongDateKey(Date.parse('2026-06-30T15:59:59.999Z'))).toBe('2026-06-30');
    expect(hongKongDateKey(Date.parse('2026-06-30T16:00:00Z'))).toBe('2026-07-01');
    expect(hongKongDateKey(new Date('2026-06-30T16:00:00Z'))).toBe('2026-07-01');
  });

  it('is already New Year in Hong Kong while UTC is still on 31 December', () => {
    expect(hongKongToday(Date.parse('2026-12-31T15:59:00Z'))).toBe('2026-12-31');
    expect(hongKongToday(Date.parse('2026-12-31T16:01:00Z'))).toBe('2027-01-01');
  });

  it('gives the wall clock: 23:59 Thursday, then 00:00 Friday', () => {
    expect(hongKongClock(Date.parse('2026-12-31T15:59:00Z'))).toEqual({
      date: '2026-12-31',
      weekday: 4,
      minutes: 23 * 60 + 59,
    });
    expect(hongKongClock(Date.parse('2026-12-31T16:00:00Z'))).toEqual({
      date: '2027-01-01',
      weekday: 5,
      minutes: 0,
    });
  });

  it("agrees with Intl's Asia/Hong_Kong every hour of 2026 and 2027 (UTC+8, no daylight saving)", () => {
    const intl = new Intl.DateTimeFormat('en-CA', { timeZone: hongKongTimeZone });
    expect(hongKongTimeZone).toBe('Asia/Hong_Kong');
    const end = Date.parse('2028-01-01T00:00:00Z');
    for (let at = Date.parse('2026-01-01T00:30:00Z'); at < end; at += 3_600_000) {
      expect(hongKongDateKey(at)).toBe(intl.format(at));
    }
  });

  it('starts a Hong Kong day at 16:00 UTC the day before', () => {
    expect(new Date(hongKongMidnight('2027-01-01')).toISOString()).toBe('2026-12-31T16:00:00.000Z');
    expect(hongKongDateKey(hongKongMidnight('2027-01-01'))).toBe('2027-01-01');
    expect(hongKongDateKey(hongKongMidnight('2027-01-01') - 1)).toBe('2026-12-31');
  });
});

describe('date keys', () => {
  it('adds days across a month end, a leap day and a year end, both ways', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(addDays('2026-12-20', 46)).toBe('2027-02-04');
    expect(addDays('2026-03-01', 0)).toBe('2026-03-01');
  });

  it('knows the weekday: 1 Jan 2026 a Thursday, 4 Jan 2026 a Sunday, 1 Jan 2027 a Friday', () => {
    expect(weekdayOf('2026-01-01')).toBe(4);
    expect(weekdayOf('2026-01-04')).toBe(0);
    expect(weekdayOf('2027-01-01')).toBe(5);
  });

  it('accepts real dates only, and refuses to read anything else', () => {
    expect(isDateKey('2028-02-29')).toBe(true);
    expect(isDateKey('2026-02-29')).toBe(false);
    expect(isDateKey('2026-13-01')).toBe(false);
    expect(isDateKey('2026-1-01')).toBe(false);
    expect(() => addDays('1 Jan 2026', 1)).toThrow(RangeError);
    expect(() => addDays('2026-01', 1)).toThrow(RangeError);
    expect(dateKeyToUtc('2026-01-01').toISOString()).toBe('2026-01-01T00:00:00.000Z');
  });
});
