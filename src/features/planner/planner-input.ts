import { z } from '@/lib/zod';
import { site } from '@/config/site';
import type { InstalmentTerm } from './plan';

const { plannerMinHkd, plannerMaxHkd, instalmentTerms } = site.card;

/** The amount a visitor types, as HK cents: "10,000", "HK$ 10000.5" and "10000.50" are accepted. */
export const plannerAmountSchema = z
  .string()
  .transform((text) => text.replace(/HK\$|\$|,|\s/gi, ''))
  .pipe(
    z
      .string()
      .min(1, { message: 'required' })
      .regex(/^\d+(\.\d{1,2})?$/, { message: 'format' })
      .transform((digits) => Math.round(Number(digits) * 100))
      .pipe(
        z
          .number()
          .min(plannerMinHkd * 100, { message: 'range' })
          .max(plannerMaxHkd * 100, { message: 'range' }),
      ),
  );

export type AmountError = 'required' | 'format' | 'range';

export function parsePlannerAmount(
  text: string,
): { ok: true; cents: number } | { ok: false; error: AmountError } {
  const result = plannerAmountSchema.safeParse(text);
  if (result.success) return { ok: true, cents: result.data };
  const message = result.error.issues[0]?.message;
  return { ok: false, error: message === 'required' || message === 'range' ? message : 'format' };
}

export function isInstalmentTerm(value: number): value is InstalmentTerm {
  return (instalmentTerms as readonly number[]).includes(value);
}

/** The handling fee of a term in basis points of the amount, from site configuration. */
export function feeBasisPointsFor(months: InstalmentTerm): number {
  return site.card.handlingFeeBasisPoints[months];
}
