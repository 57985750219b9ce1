import { effectiveAnnualRate } from '@/lib/effective-rate';

export type LoanQuote = {
  amountHkd: number;
  months: number;
  /** Monthly flat rate as a fraction: 0.0045 is 0.45% a month on the original amount. */
  monthlyFlatRate: number;
  handlingFeeHkd: number;
  /** Each repayment, to the cent; the last one takes the rounding remainder (lastRepaymentHkd). */
  monthlyRepaymentHkd: number;
  lastRepaymentHkd: number;
  /** Flat interest plus the handling fee: the Money Lenders Ordinance counts both as interest. */
  totalInterestHkd: number;
  totalRepaymentHkd: number;
  /** (1 + monthly IRR)^12 - 1 of the cash flows, before rounding; shown to 2 decimals. */
  effectiveAnnualRate: number;
};

const cents = (hkd: number) => Math.round(hkd * 100) / 100;

/**
 * A flat-rate loan as a lender quotes it: interest = amount x monthly flat rate x months (to the
 * cent), repaid in equal monthly instalments of (amount + interest) / months rounded to the cent,
 * the last instalment absorbing the rounding difference. A handling fee is deducted from the amount
 * paid out, so the credit at month 0 is amount - fee. The effective annual rate is the planner's
 * method (src/lib/effective-rate.ts) on the exact, unrounded instalments.
 */
export function flatRateLoan(
  amountHkd: number,
  months: number,
  monthlyFlatRateBasisPoints: number,
  handlingFeeBasisPoints = 0,
): LoanQuote {
  const monthlyFlatRate = monthlyFlatRateBasisPoints / 10_000;
  const flatInterestHkd = cents(amountHkd * monthlyFlatRate * months);
  const handlingFeeHkd = cents((amountHkd * handlingFeeBasisPoints) / 10_000);
  const repaidHkd = amountHkd + flatInterestHkd;
  const exactMonthly = repaidHkd / months;
  const monthlyRepaymentHkd = cents(exactMonthly);
  const flows = [
    amountHkd - handlingFeeHkd,
    ...Array.from({ length: months }, () => -exactMonthly),
  ];
  return {
    amountHkd,
    months,
    monthlyFlatRate,
    handlingFeeHkd,
    monthlyRepaymentHkd,
    lastRepaymentHkd: cents(repaidHkd - monthlyRepaymentHkd * (months - 1)),
    totalInterestHkd: cents(flatInterestHkd + handlingFeeHkd),
    totalRepaymentHkd: repaidHkd,
    effectiveAnnualRate: effectiveAnnualRate(flows),
  };
}

/** A product's representative example, as the page's table shows it. */
export const exampleQuote = (terms: {
  handlingFeeBasisPoints: number;
  example: { amountHkd: number; months: number; monthlyFlatRateBasisPoints: number };
}) => {
  const { amountHkd, months, monthlyFlatRateBasisPoints } = terms.example;
  return flatRateLoan(amountHkd, months, monthlyFlatRateBasisPoints, terms.handlingFeeBasisPoints);
};
