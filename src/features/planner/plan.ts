import { addDays, type DateKey } from '@/lib/hong-kong-time';
import { addMonths } from './calendar-date';
import { effectiveAnnualRate } from '@/lib/effective-rate';

export type InstalmentTerm = 3 | 4 | 5;

export type PlanFigures = {
  amountCents: number;
  months: InstalmentTerm;
  feeBasisPoints: number;
  /** One-time handling fee, charged with the first instalment. */
  feeCents: number;
  /** The regular monthly instalment of the purchase price. */
  monthlyCents: number;
  /** Principal of each instalment; the last one takes the rounding remainder. */
  principalCents: number[];
  firstPaymentCents: number;
  totalCents: number;
  /** As a fraction: 0.0943 is 9.43% p.a. */
  effectiveAnnualRate: number;
};

export type Instalment = {
  number: number;
  dueDate: DateKey;
  principalCents: number;
  feeCents: number;
  paymentCents: number;
};

/** The fee, instalments, total and effective annual rate of a plan. Amounts in HK cents. */
export function planFigures(
  amountCents: number,
  months: InstalmentTerm,
  feeBasisPoints: number,
): PlanFigures {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0)
    throw new RangeError('amountCents must be a positive integer');
  const feeCents = Math.round((amountCents * feeBasisPoints) / 10_000);
  const monthlyCents = Math.floor(amountCents / months);
  const principalCents = Array.from({ length: months }, (_, index) =>
    index === months - 1 ? amountCents - monthlyCents * (months - 1) : monthlyCents,
  );
  const payments = principalCents.map(
    (principal, index) => principal + (index === 0 ? feeCents : 0),
  );
  return {
    amountCents,
    months,
    feeBasisPoints,
    feeCents,
    monthlyCents,
    principalCents,
    firstPaymentCents: payments[0] ?? 0,
    totalCents: amountCents + feeCents,
    // The purchase is the credit at month 0; instalment k is repaid at the end of month k.
    effectiveAnnualRate: effectiveAnnualRate([amountCents, ...payments.map((payment) => -payment)]),
  };
}

/** The dated schedule: instalment k falls k months after the purchase date. */
export function planSchedule(figures: PlanFigures, purchaseDate: DateKey): Instalment[] {
  return figures.principalCents.map((principalCents, index) => {
    const feeCents = index === 0 ? figures.feeCents : 0;
    return {
      number: index + 1,
      dueDate: addMonths(purchaseDate, index + 1),
      principalCents,
      feeCents,
      paymentCents: principalCents + feeCents,
    };
  });
}

/** The latest payment due date of an ordinary card purchase made on `purchaseDate`. */
export function latestInterestFreeDate(
  purchaseDate: DateKey,
  interestFreeDaysMax: number,
): DateKey {
  return addDays(purchaseDate, interestFreeDaysMax);
}
