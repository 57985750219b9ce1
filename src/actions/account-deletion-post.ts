import type { ActionAPIContext } from 'astro:actions';
import { FORM_TOKEN_FIELD } from '@/components/forms/form-token-field';
import { valuesFromForm, type PostedForm } from '@/components/forms/posted-form';
import {
  accountDeletionInputs,
  accountDeletionPayload,
  deletionStepField,
  deletionSteps,
} from '@/features/account-deletion/account-deletion-inputs';
import { actionRoute } from '@/features/api-routes/route-lookup';
import { looksLikeFormToken } from '@/server/api/form-token';
import { sendPlainPost, shownAtOf, type PlainPost } from './plain-post';

type Caller = Pick<ActionAPIContext, 'request' | 'url'>;

export const accountDeletionPost: PlainPost<typeof accountDeletionInputs> = {
  inputs: accountDeletionInputs,
  payload: accountDeletionPayload,
  ...actionRoute('accountDeletion'),
  details: ['due_date'],
};

/** The field errors without the confirmation's (not asked yet on the details step). */
const detailErrors = (fields: Record<string, string>) =>
  Object.fromEntries(Object.entries(fields).filter(([name]) => name !== 'confirm'));

/**
 * The details step's token and time, which its bot check has just passed: the confirmation's fill
 * time counts from the details form (with JavaScript the two steps are one form, one token).
 */
function firstStep(form: FormData): PostedForm['botCheck'] {
  const formToken = form.get(FORM_TOKEN_FIELD);
  const shownAt = shownAtOf(form);
  // Sent back as it came, if it is shaped like one (the route judges it when it is used).
  return typeof formToken === 'string' && looksLikeFormToken(formToken) && shownAt !== undefined
    ? { formToken, shownAt }
    : undefined;
}

/**
 * The deletion request posted without JavaScript, in its two steps. The details step goes through
 * the JSON route unconfirmed, so nothing is stored: the route's only complaint being the missing
 * confirmation means the details are fine, and the confirmation step shows next (with a fresh key).
 * The confirmation step is the request itself. "Back" shows the details again, as typed.
 */
export async function sendAccountDeletion(form: FormData, context: Caller): Promise<PostedForm> {
  const step = form.get(deletionStepField);
  const botCheck = firstStep(form);
  if (form.has('back'))
    return {
      values: { ...valuesFromForm(accountDeletionInputs, form), confirm: false },
      botCheck,
    };
  if (step === deletionSteps.confirm) {
    const answer = await sendPlainPost(accountDeletionPost, form, context);
    // Shown again (the box unticked, sent too soon): still timed from the details form.
    return answer.fields || answer.failure?.kind === 'too_fast' ? { ...answer, botCheck } : answer;
  }
  form.delete('confirm');
  const answer = await sendPlainPost(accountDeletionPost, form, context);
  if (!answer.fields) return answer;
  const fields = detailErrors(answer.fields);
  if (Object.keys(fields).length === 0)
    return { values: answer.values, step: deletionSteps.confirm, botCheck };
  return { ...answer, fields };
}
