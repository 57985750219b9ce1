import { useLocale } from 'use-intl';
import { formatHkd } from '@/i18n/format';
import { RadioField } from './choice-fields.client';
import { NumberField } from './fields.client';

/** A product's bounds: amount in HKD, term in months. */
export type LoanBounds = {
  minAmount: number;
  maxAmount: number;
  minMonths: number;
  maxMonths: number;
};
type Range = { min: string; max: string };
type Question = { name: string; label: string; hint: (range: Range) => string };

/**
 * A loan's amount and term, each hinted (and its errors worded) with the product's bounds, then its
 * purpose.
 */
export function LoanTermFields<T extends string>({
  bounds,
  amount,
  months,
  purpose,
  className,
}: {
  bounds: LoanBounds;
  amount: Question;
  months: Question;
  purpose: { name: string; label: string; values: readonly T[]; optionLabel: (value: T) => string };
  className: string;
}) {
  const locale = useLocale();
  const amounts = {
    min: formatHkd(bounds.minAmount, locale),
    max: formatHkd(bounds.maxAmount, locale),
  };
  const terms = { min: String(bounds.minMonths), max: String(bounds.maxMonths) };
  return (
    <div className={className}>
      <NumberField
        name={amount.name}
        maxLength={12}
        label={amount.label}
        hint={amount.hint(amounts)}
        errorParams={amounts}
      />
      <NumberField
        name={months.name}
        maxLength={3}
        label={months.label}
        hint={months.hint(terms)}
        errorParams={terms}
      />
      <RadioField {...purpose} className="sm:col-span-2" />
    </div>
  );
}
