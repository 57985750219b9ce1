import { site } from '@/config/site';
import { readTypedNumber } from '@/lib/typed-number';
import type { InstalmentTerm } from './plan';

const { plannerMinHkd, plannerMaxHkd, instalmentTerms } = site.card;

export type AmountError = 'required' | 'format' | 'range';

/** The amount a visitor types, as HK cents: "10,000", "HK$ 10000.5" and "10000.50" are accepted. */
export function parsePlannerAmount(
  text: string,
): { ok: true; cents: number } | { ok: false; error: AmountError } {
  const read = readTypedNumber(text, { pattern: /^\d+(\.\d{1,2})?$/, scale: 100 });
  if (!read.ok) return read;
  const cents = read.value;
  if (cents < plannerMinHkd * 100 || cents > plannerMaxHkd * 100)
    return { ok: false, error: 'range' };
  return { ok: true, cents };
}

export function isInstalmentTerm(value: number): value is InstalmentTerm {
  return (instalmentTerms as readonly number[]).includes(value);
}

/** The handling fee of a term in basis points of the amount, from site configuration. */
export function feeBasisPointsFor(months: InstalmentTerm): number {
  return site.card.handlingFeeBasisPoints[months];
}
