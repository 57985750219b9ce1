import { describe, expect, it } from 'vitest';
import { hongKongHolidays } from './hong-kong-holidays';
import { weekdayOf } from './hong-kong-time';

describe('hongKongHolidays', () => {
  it('knows the 2026 general holidays, substitute days included', () => {
    const holidays = hongKongHolidays(2026, 2026, 'en-US');
    expect(Object.keys(holidays)).toEqual(
      expect.arrayContaining([
        '2026-01-01',
        '2026-02-17',
        '2026-04-06',
        '2026-10-01',
        '2026-10-19',
        '2026-12-25',
        '2026-12-26',
      ]),
    );
    expect(holidays['2026-10-01']).toBe('National Day');
    expect(holidays['2026-09-30']).toBeUndefined();
  });

  it('names holidays in Chinese for zh-HK', () => {
    expect(hongKongHolidays(2026, 2026, 'zh-HK')['2026-10-01']).toBe('國慶日');
  });

  it('moves a holiday that falls on a Sunday to the next day (Chung Yeung, Sun 18 Oct 2026)', () => {
    const holidays = hongKongHolidays(2026, 2026, 'en-US');
    expect(weekdayOf('2026-10-18')).toBe(0);
    expect(holidays['2026-10-18']).toBeUndefined();
    expect(holidays['2026-10-19']).toBe('The day following Chung Yeung Festival');
  });

  it('knows 2027: Establishment Day on Thu 1 Jul; an ordinary Sunday is no holiday', () => {
    const holidays = hongKongHolidays(2027, 2027, 'en-US');
    expect(weekdayOf('2027-07-01')).toBe(4);
    expect(holidays['2027-07-01']).toBe(
      'Hong Kong Special Administrative Region Establishment Day',
    );
    expect(weekdayOf('2027-03-07')).toBe(0);
    expect(holidays['2027-03-07']).toBeUndefined();
    expect(Object.keys(holidays).every((date) => date.startsWith('2027-'))).toBe(true);
  });
});
