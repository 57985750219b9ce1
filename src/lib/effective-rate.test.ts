import { describe, expect, it } from 'vitest';
import { effectiveAnnualRate, monthlyInternalRate } from './effective-rate';

describe('effectiveAnnualRate', () => {
  it('finds 1% a month for a textbook annuity: 10,000 repaid by 12 x 888.49', () => {
    const payment = (10_000 * 0.01) / (1 - 1.01 ** -12);
    const flows = [10_000, ...Array<number>(12).fill(-payment)];
    expect(monthlyInternalRate(flows)).toBeCloseTo(0.01, 8);
    expect(effectiveAnnualRate(flows)).toBeCloseTo(1.01 ** 12 - 1, 8); // 12.68%, not the nominal 12%
  });

  it('is zero when nothing above the principal is repaid', () => {
    expect(effectiveAnnualRate([9_000, -3_000, -3_000, -3_000])).toBe(0);
  });

  it('compounds a one-month 1% charge to 12.68% a year', () => {
    expect(effectiveAnnualRate([100, -101])).toBeCloseTo(0.126825, 6);
  });

  it('rises with the fee', () => {
    const withFee = (fee: number) => effectiveAnnualRate([10_000, -(5_000 + fee), -5_000]);
    expect(withFee(200)).toBeGreaterThan(withFee(100));
  });
});
