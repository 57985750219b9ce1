import { describe, expect, it } from 'vitest';
import { flatRateLoan } from './loan-example';

/** Present value of `months` payments of `payment` at monthly rate `rate`. */
const presentValue = (payment: number, rate: number, months: number) =>
  (payment * (1 - (1 + rate) ** -months)) / rate;

describe('flatRateLoan', () => {
  it('works out the repayments of a flat-rate loan', () => {
    const loan = flatRateLoan(500_000, 36, 45);
    expect(loan.monthlyFlatRate).toBe(0.0045);
    expect(loan.totalInterestHkd).toBe(81_000);
    expect(loan.totalRepaymentHkd).toBe(581_000);
    expect(loan.monthlyRepaymentHkd).toBe(16_138.89);
  });

  it('gives the effective annual rate whose monthly rate discounts the repayments to the amount lent', () => {
    const loan = flatRateLoan(500_000, 36, 45);
    const monthly = (1 + loan.effectiveAnnualRate) ** (1 / 12) - 1;
    expect(presentValue(581_000 / 36, monthly, 36)).toBeCloseTo(500_000, 4);
    // A flat rate understates the cost: 0.45% a month flat is about 10.4% a year effective, not 5.4%.
    expect(loan.effectiveAnnualRate).toBeGreaterThan(0.103);
    expect(loan.effectiveAnnualRate).toBeLessThan(0.105);
  });

  it('is zero for an interest-free loan', () => {
    expect(flatRateLoan(100_000, 12, 0).effectiveAnnualRate).toBe(0);
  });
});
