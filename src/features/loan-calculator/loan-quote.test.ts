import { describe, expect, it } from 'vitest';
import { planFigures } from '@/features/planner/plan';
import { flatRateLoan } from './loan-quote';

/** The APR as a quotation shows it: a percentage to 2 decimals. */
const quotedApr = (rate: number) => Math.round(rate * 10_000) / 100;
/** Present value at monthly rate `r` of `n` equal payments `p` (the annuity factor by hand). */
const presentValue = (p: number, r: number, n: number) => (p * (1 - (1 + r) ** -n)) / r;

describe('flatRateLoan: the SME page example', () => {
  // HK$500,000 over 36 months at 0.45% a month flat:
  //   interest = 500,000 x 0.0045 x 36 = 81,000; total = 581,000; monthly = 581,000 / 36 = 16,138.89
  //   monthly IRR r solves 500,000 = 16,138.888... x (1 - (1 + r)^-36) / r: r = 0.8352%
  //   (annuity factor at 0.008352 is 30.9811; 16,138.89 x 30.9811 = 500,001, a rounding away)
  //   APR = 1.008352^12 - 1 = 1.104959 - 1 = 10.50%
  const loan = flatRateLoan(500_000, 36, 45);
  it('gives the repayments, rounded to the cent', () => {
    expect(loan.monthlyFlatRate).toBe(0.0045);
    expect(loan.totalInterestHkd).toBe(81_000);
    expect(loan.totalRepaymentHkd).toBe(581_000);
    expect(loan.monthlyRepaymentHkd).toBe(16_138.89);
    // 35 x 16,138.89 = 564,861.15; the last instalment is 581,000 - 564,861.15
    expect(loan.lastRepaymentHkd).toBe(16_138.85);
  });
  it('gives 10.50% APR, the rate that discounts the repayments to the amount lent', () => {
    expect(quotedApr(loan.effectiveAnnualRate)).toBe(10.5);
    const monthly = (1 + loan.effectiveAnnualRate) ** (1 / 12) - 1;
    expect(presentValue(581_000 / 36, monthly, 36)).toBeCloseTo(500_000, 4);
  });
});

describe('the planner: the same APR implementation', () => {
  // HK$10,000, fee 1.5% / 2% / 2.5% with the first instalment (plan.test.ts works them out).
  it.each([
    [3, 150, 9.43],
    [4, 200, 10.12],
    [5, 250, 10.59],
  ] as const)('%i months with a %i bp fee is %f% APR', (months, fee, apr) => {
    expect(quotedApr(planFigures(1_000_000, months, fee).effectiveAnnualRate)).toBe(apr);
  });
});

describe('flatRateLoan: property-owner loan cases worked by hand', () => {
  it.each([
    // HK$1,200,000 / 120 months / 0.30%: interest = 1,200,000 x 0.003 x 120 = 432,000;
    // total 1,632,000; monthly 1,632,000 / 120 = 13,600.00. r = 0.5381%: annuity factor
    // (1 - 1.005381^-120) / 0.005381 = 88.2376, x 13,600 = 1,200,032 (~ the amount);
    // APR = 1.005381^12 - 1 = 6.65%.
    [1_200_000, 120, 30, 432_000, 1_632_000, 13_600, 6.65],
    // HK$600,000 / 24 months / 0.50%: interest = 600,000 x 0.005 x 24 = 72,000; total 672,000;
    // monthly 28,000.00. r = 0.9272%: factor 21.4286, x 28,000 = 600,002; APR = 1.009272^12 - 1
    // = 11.71%.
    [600_000, 24, 50, 72_000, 672_000, 28_000, 11.71],
    // HK$2,400,000 / 120 months / 0.35%: interest = 2,400,000 x 0.0035 x 120 = 1,008,000; total
    // 3,408,000; monthly 28,400.00. r = 0.6191%: factor 84.5076, x 28,400 = 2,400,016;
    // APR = 1.006191^12 - 1 = 7.69%.
    [2_400_000, 120, 35, 1_008_000, 3_408_000, 28_400, 7.69],
  ] as const)('%i over %i months at %i bp', (amount, months, bp, interest, total, monthly, apr) => {
    const loan = flatRateLoan(amount, months, bp);
    expect(loan.totalInterestHkd).toBe(interest);
    expect(loan.totalRepaymentHkd).toBe(total);
    expect(loan.monthlyRepaymentHkd).toBe(monthly);
    expect(loan.lastRepaymentHkd).toBe(monthly);
    expect(quotedApr(loan.effectiveAnnualRate)).toBe(apr);
  });

  it('counts a handling fee deducted at payout as interest', () => {
    // HK$100,000 / 6 months / 1.00% with a 1% fee: 99,000 paid out; flat interest 6,000; the fee
    // 1,000: interest and fees 7,000. Repayments 106,000 / 6 = 17,666.67 (the last 17,666.65).
    // r = 1.9876%: factor (1 - 1.019876^-6) / 0.019876 = 5.6038, x 17,666.67 = 99,000;
    // APR = 1.019876^12 - 1 = 26.64% (22.29% without the fee).
    const loan = flatRateLoan(100_000, 6, 100, 100);
    expect(loan.handlingFeeHkd).toBe(1_000);
    expect(loan.totalInterestHkd).toBe(7_000);
    expect(loan.totalRepaymentHkd).toBe(106_000);
    expect(loan.monthlyRepaymentHkd).toBe(17_666.67);
    expect(loan.lastRepaymentHkd).toBe(17_666.65);
    expect(quotedApr(loan.effectiveAnnualRate)).toBe(26.64);
    expect(quotedApr(flatRateLoan(100_000, 6, 100).effectiveAnnualRate)).toBe(22.29);
  });

  it('is zero for an interest-free loan', () => {
    expect(flatRateLoan(100_000, 12, 0).effectiveAnnualRate).toBe(0);
  });
});
