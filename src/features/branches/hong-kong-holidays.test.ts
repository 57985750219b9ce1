import { describe, expect, it } from 'vitest';
import { holidaysAtBuild, holidayWindow } from './hong-kong-holidays';

describe('holidayWindow', () => {
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
