import { describe, expect, it } from 'vitest';
import { perRange, type LoanRange } from './loan-terms';

const range = (maxAmount: number): LoanRange => ({
  minAmount: 50_000,
  maxAmount,
  minMonths: 6,
  maxMonths: 60,
});

describe('perRange', () => {
  it('builds once per range, and again for a range published anew', () => {
    let built = 0;
    const schemaFor = perRange((r) => ({ built: ++built, max: r.maxAmount }));
    const first = schemaFor(range(3_000_000));
    expect(schemaFor(range(3_000_000))).toBe(first);
    expect(schemaFor(range(2_000_000))).toEqual({ built: 2, max: 2_000_000 });
    expect(schemaFor(range(3_000_000))).toBe(first);
    expect(built).toBe(2);
  });
});
