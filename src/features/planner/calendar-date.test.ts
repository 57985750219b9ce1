import { describe, expect, it } from 'vitest';
import { addDays, hongKongDateKey, isDateKey } from '@/lib/hong-kong-time';
import { addMonths } from './calendar-date';

describe('calendar dates', () => {
  it('clamps to the end of a shorter month, leap years included', () => {
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-08-31', 1)).toBe('2026-09-30');
    expect(addMonths('2026-12-31', 2)).toBe('2027-02-28');
  });

  it('adds days across months', () => {
    expect(addDays('2026-12-20', 46)).toBe('2027-02-04');
  });

  it('validates real dates only', () => {
    expect(isDateKey('2026-02-28')).toBe(true);
    expect(isDateKey('2026-02-30')).toBe(false);
    expect(isDateKey('2026-2-3')).toBe(false);
  });

  it("gives Hong Kong's date, eight hours ahead of UTC", () => {
    expect(hongKongDateKey(Date.parse('2026-03-01T15:59:59Z'))).toBe('2026-03-01');
    expect(hongKongDateKey(Date.parse('2026-03-01T16:00:00Z'))).toBe('2026-03-02');
  });
});
