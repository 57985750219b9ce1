import { describe, expect, it } from 'vitest';
import { endOf, periodOf } from './dates';

describe('content dates', () => {
  it('reads a day-only end date as the end of that day in Hong Kong', () => {
    expect(new Date(endOf('2026-03-31')).toISOString()).toBe('2026-03-31T15:59:59.999Z');
  });
  it('tells upcoming, active and ended periods apart', () => {
    const p = { startDate: '2026-03-01', endDate: '2026-03-31' };
    expect(periodOf(p, Date.parse('2026-02-28T15:59:00Z'))).toBe('upcoming');
    expect(periodOf(p, Date.parse('2026-03-31T15:00:00Z'))).toBe('active');
    expect(periodOf(p, Date.parse('2026-03-31T16:00:00Z'))).toBe('ended');
    expect(
      periodOf({ endDate: '2026-03-31T12:00:00+08:00' }, Date.parse('2026-03-31T05:00:00Z')),
    ).toBe('ended');
  });
});
