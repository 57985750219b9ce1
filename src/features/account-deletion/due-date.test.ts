import { describe, expect, it } from 'vitest';
import { dueDate } from './due-date';

describe('dueDate', () => {
  it('is 40 days ahead on the Hong Kong calendar', () => {
    expect(dueDate(new Date('2026-03-01T04:00:00Z'))).toBe('2026-04-10');
  });

  it('counts from the Hong Kong date even when UTC is still on the day before', () => {
    // 20:00 UTC on 31 Dec is already 1 Jan in Hong Kong (UTC+8).
    expect(dueDate(new Date('2025-12-31T20:00:00Z'))).toBe('2026-02-10');
  });
});
