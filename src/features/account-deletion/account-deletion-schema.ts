import { z } from '@/lib/zod';
import { email, hkMobile, locale, personName } from '@/server/submissions/common-fields';
import { receivedAnswerSchema } from '@/server/submissions/received-answer';
import { stepSchema, type FormSchema } from '@/components/forms/schema-rules';
import { deletionReasons } from './account-deletion-options';

/** A request to delete an app account and its data (the app stores' required public page). */
export const accountDeletionSchema = z.strictObject({
  mobile: hkMobile.meta({ description: 'The mobile number the account was registered with.' }),
  name: personName.optional(),
  email: email.optional(),
  reason: z.enum(deletionReasons).optional(),
  confirm: z.literal(true, { error: 'must_confirm' }),
  locale,
});

/** The request as its form checks it: the details first, then the confirmation (a step each). */
export const accountDeletionForm: FormSchema = {
  whole: accountDeletionSchema,
  step: (keys) => stepSchema(accountDeletionSchema, [], [...keys, 'locale']),
};

export type AccountDeletionRequest = z.output<typeof accountDeletionSchema>;

export const accountDeletionAnswerSchema = receivedAnswerSchema.extend({
  due_date: z.iso.date().meta({
    description: 'Hong Kong date by which the request is answered: 40 days after receipt (PDPO).',
  }),
});
