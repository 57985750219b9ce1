import { z } from '@/lib/zod';
import { districts } from '@/features/branches/branch-data';
import {
  agreeDirectMarketing,
  agreeTnc,
  hkMobile,
  locale,
  personName,
} from '@/server/submissions/common-fields';
import type { FormSchema } from '@/components/forms/schema-rules';
import { receivedAnswerSchema } from '@/server/submissions/received-answer';

/** A slot as the form names it: a Hong Kong date and time, `YYYY-MM-DDTHH:MM`. */
export const slotKey = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, { error: 'invalid_option' })
  .meta({ description: 'The slot chosen, Hong Kong time, as YYYY-MM-DDTHH:MM.' });

export const branchBookingSchema = z.strictObject({
  branch: z.enum(districts, { error: 'invalid_option' }),
  slot: slotKey,
  name: personName,
  mobile: hkMobile,
  agree_tnc: agreeTnc,
  agree_direct_marketing: agreeDirectMarketing,
  locale,
});
export const branchBookingForm: FormSchema = { whole: branchBookingSchema };

export type BranchBooking = z.output<typeof branchBookingSchema>;

/** The stored booking's reference, where and when, and its calendar file (no name, no mobile). */
export const branchBookingAnswerSchema = receivedAnswerSchema.extend({
  branch: z.enum(districts),
  slot: slotKey,
  calendar: z.string().meta({ description: 'The visit as an iCalendar (.ics) file.' }),
});
