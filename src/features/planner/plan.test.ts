import { describe, expect, it } from 'vitest';
import { site } from '@/config/site';
import { latestInterestFreeDate, planFigures, planSchedule, type InstalmentTerm } from './plan';

/**
 * An independent check of the effective annual rate, written differently from the module:
 * it solves for the ANNUAL rate R directly with Newton's method on
 *   f(R) = P - sum_k payment_k * (1 + R)^(-k/12) = 0,
 * with payment_k built from the purchase amount and fee by hand, not from the module's figures.
 */
function annualRateByNewton(purchase: number, fee: number, months: number): number {
  const base = Math.floor((purchase * 100) / months) / 100;
  const payments = Array.from({ length: months }, (_, i) => {
    const principal = i === months - 1 ? purchase - base * (months - 1) : base;
    return principal + (i === 0 ? fee : 0);
  });
  let rate = 0.1;
  for (let i = 0; i < 100; i += 1) {
    let f = purchase;
    let slope = 0;
    payments.forEach((payment, index) => {
      const t = (index + 1) / 12;
      f -= payment * (1 + rate) ** -t;
      slope += payment * t * (1 + rate) ** (-t - 1);
    });
    const next = rate - f / slope;
    if (Math.abs(next - rate) < 1e-14) return next;
    rate = next;
  }
  return rate;
}

describe('planFigures for the HK$10,000 example', () => {
  const cents = 1_000_000;
  const expected: Record<
    InstalmentTerm,
    { fee: number; monthly: number; total: number; ear: number }
  > = {
    3: { fee: 15_000, monthly: 333_333, total: 1_015_000, ear: 0.0943 },
    4: { fee: 20_000, monthly: 250_000, total: 1_020_000, ear: 0.1012 },
    5: { fee: 25_000, monthly: 200_000, total: 1_025_000, ear: 0.1059 },
  };

  for (const months of site.card.instalmentTerms) {
    it(`gives the fee, monthly amount, total and effective rate for ${months} months`, () => {
      const plan = planFigures(cents, months, site.card.handlingFeeBasisPoints[months]);
      const want = expected[months];
      expect(plan.feeCents).toBe(want.fee);
      expect(plan.monthlyCents).toBe(want.monthly);
      expect(plan.totalCents).toBe(want.total);
      expect(plan.principalCents.reduce((a, b) => a + b, 0)).toBe(cents);
      expect(plan.firstPaymentCents).toBe(want.monthly + want.fee);
      expect(plan.effectiveAnnualRate).toBeCloseTo(want.ear, 4);
      expect(plan.effectiveAnnualRate).toBeCloseTo(
        annualRateByNewton(10_000, want.fee / 100, months),
        9,
      );
    });
  }

  it('is not the flat rate: the effective rate is well above fee / amount x 12 / months', () => {
    const plan = planFigures(cents, 5, 250);
    expect(plan.effectiveAnnualRate).toBeGreaterThan(0.025 * (12 / 5) * 1.5);
  });

  it('stays well under the 36% p.a. presumption for every configured term', () => {
    for (const months of site.card.instalmentTerms) {
      const plan = planFigures(cents, months, site.card.handlingFeeBasisPoints[months]);
      expect(plan.effectiveAnnualRate).toBeLessThan(0.2);
    }
  });
});

describe('planFigures for other amounts', () => {
  it('puts the rounding remainder on the last instalment', () => {
    const plan = planFigures(100_001, 3, 150);
    expect(plan.principalCents).toEqual([33_333, 33_333, 33_335]);
    expect(plan.feeCents).toBe(1_500);
  });

  it('matches the independent calculation for an odd amount', () => {
    const plan = planFigures(1_234_567, 4, 200);
    expect(plan.effectiveAnnualRate).toBeCloseTo(
      annualRateByNewton(12_345.67, plan.feeCents / 100, 4),
      9,
    );
  });

  it('rejects a non-positive amount', () => {
    expect(() => planFigures(0, 3, 150)).toThrow(RangeError);
  });
});

describe('planSchedule', () => {
  it('dates each instalment a month apart from the purchase, the fee with the first', () => {
    const schedule = planSchedule(planFigures(1_000_000, 3, 150), '2026-01-31');
    expect(schedule.map((row) => row.dueDate)).toEqual(['2026-02-28', '2026-03-31', '2026-04-30']);
    expect(schedule.map((row) => row.paymentCents)).toEqual([348_333, 333_333, 333_334]);
    expect(schedule.map((row) => row.feeCents)).toEqual([15_000, 0, 0]);
  });

  it('crosses the year end', () => {
    const schedule = planSchedule(planFigures(1_000_000, 4, 200), '2026-11-15');
    expect(schedule.at(-1)?.dueDate).toBe('2027-03-15');
  });
});

describe('latestInterestFreeDate', () => {
  it('is 46 days after the purchase', () => {
    expect(latestInterestFreeDate('2026-01-20', 46)).toBe('2026-03-07');
  });
});
