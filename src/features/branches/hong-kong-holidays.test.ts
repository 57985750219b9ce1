import { describe, expect, it } from 'vitest';
import { holidaysAtBuild, holidayWindow, hongKongHolidays } from './hong-kong-holidays';

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

  it('covers last year to the end of next year', () => {
    expect(holidayWindow(Date.parse('2026-06-01T00:00:00Z'))).toEqual({
      fromYear: 2025,
      toYear: 2027,
    });
  });
});

describe('holidaysAtBuild', () => {
  it('keeps the holiday names and lists those of the coming twelve months as upcoming', () => {
    const { holidays, upcoming } = holidaysAtBuild(
      'en-US',
      Date.parse('2026-10-01T12:00:00+08:00'),
    );
    expect(holidays['2025-01-01']).toBeDefined();
    expect(upcoming[0]).toBe('2026-10-01');
    expect(upcoming).not.toContain('2026-07-01');
    expect(upcoming).toContain('2027-07-01');
    expect(upcoming).not.toContain('2027-10-01');
    expect(holidays['2027-10-01']).toBeDefined();
  });
});
