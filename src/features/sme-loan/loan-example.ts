import { site } from '@/config/site';
import { effectiveAnnualRate } from '@/features/planner/effective-rate';

export type LoanExample = {
  amountHkd: number;
  months: number;
  /** Monthly flat rate as a fraction: 0.0045 is 0.45% a month on the original amount. */
  monthlyFlatRate: number;
  monthlyRepaymentHkd: number;
  totalInterestHkd: number;
  totalRepaymentHkd: number;
  /** What the Money Lenders Ordinance asks to be shown beside any rate: (1 + monthly IRR)^12 - 1. */
  effectiveAnnualRate: number;
};

/** A flat-rate loan: equal monthly repayments of principal plus interest on the original amount. */
export function flatRateLoan(
  amountHkd: number,
  months: number,
  monthlyFlatRateBasisPoints: number,
): LoanExample {
  const monthlyFlatRate = monthlyFlatRateBasisPoints / 10_000;
  const totalInterestHkd = Math.round(amountHkd * monthlyFlatRate * months * 100) / 100;
  const totalRepaymentHkd = amountHkd + totalInterestHkd;
  const exactMonthly = totalRepaymentHkd / months;
  const flows = [amountHkd, ...Array.from({ length: months }, () => -exactMonthly)];
  return {
    amountHkd,
    months,
    monthlyFlatRate,
    monthlyRepaymentHkd: Math.round(exactMonthly * 100) / 100,
    totalInterestHkd,
    totalRepaymentHkd,
    effectiveAnnualRate: effectiveAnnualRate(flows),
  };
}

/** The SME page's indicative example, from site configuration. */
export const smeLoanExample = () => {
  const { amountHkd, months, monthlyFlatRateBasisPoints } = site.sme.example;
  return flatRateLoan(amountHkd, months, monthlyFlatRateBasisPoints);
};
