import {
  checkboxInput,
  textInput,
  type ValuesOf,
  localeForm,
  type LocaleFormInputs,
} from '@/components/forms/form-inputs';
import type { accountDeletionSchema } from './account-deletion-schema';

/**
 * How each field of the deletion request is asked, in page order: one table for the island and for
 * the plain post the server reads without JavaScript. `confirm` is the confirmation step's box.
 */
export const accountDeletionInputs = {
  mobile: textInput(),
  name: textInput(),
  email: textInput(),
  reason: textInput(),
  confirm: checkboxInput,
} satisfies LocaleFormInputs<typeof accountDeletionSchema>;

export type AccountDeletionValues = ValuesOf<typeof accountDeletionInputs>;
export const { order: accountDeletionOrder, payload: accountDeletionPayload } =
  localeForm(accountDeletionInputs);
/** The details step's fields (the confirmation comes after them). */
export const accountDeletionDetails = ['mobile', 'name', 'email', 'reason'] as const;
/** The fields whose labels say optional: the error summary names them the same way. */
export const accountDeletionOptional = ['name', 'email', 'reason'];

/** The hidden field a plain post names its step with, and the step's values. */
export const deletionStepField = 'step';
export const deletionSteps = { details: 'details', confirm: 'confirm' } as const;
