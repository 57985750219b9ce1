import type { Failure } from './failure';
import { emptyValues, type Inputs, type ValuesOf } from './form-inputs';
import type { FieldCodes } from './submit-client';

/**
 * What the server hands a form after a post without JavaScript (an Astro Action): the values as
 * typed and the field errors, or the reference of the stored record, or why it could not be sent.
 */
export type PostedForm = {
  values?: Record<string, unknown>;
  fields?: FieldCodes;
  reference?: string;
  /** Other facts of a stored answer its success view shows (the deletion's due date). */
  details?: Record<string, string>;
  /** The form's next step to show, for a form asked in steps (the deletion's confirmation). */
  step?: string;
  /**
   * The bot check of that next step: the first step's form token and when it was shown, so the
   * minimum fill time counts from the first step (a confirmation is a tick, not a new form).
   */
  botCheck?: { formToken: string; shownAt: number };
  /** A failure that is no field's (too fast, busy, rate limited), classed as for an island. */
  failure?: Failure;
};

/**
 * What a page gives a form island for its plain post (src/actions/form-island-state.ts): the
 * Action's URL, a fresh Idempotency-Key, the form token, when the form was shown, the minimum fill time and, after a
 * plain post, the server's answer.
 */
export type PlainPostState = {
  action: string;
  formKey: string;
  /** The form token this render issued (server/api/form-token.ts); none for a route without a bot check. */
  formToken?: string;
  shownAt: number;
  minFillMs: number;
  posted?: PostedForm;
};

/** The hidden fields every plain post carries beside the form's own (names the inputs never use). */
export const hiddenFields = {
  key: 'idempotency_key',
  shownAt: 'shown_at',
  honeypot: 'hp_field_k',
} as const;

/** The longest text one input may bring back into the page. */
const longest = 2_000;

/** The inputs of `table` as a posted form holds them: strings, string lists and ticks. */
export function valuesFromForm<T extends Inputs>(
  table: T,
  form: FormData,
  prefix = '',
): ValuesOf<T> {
  const empty = emptyValues(table) as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(table).map(([key, item]) => {
      const name = `${prefix}${key}`;
      if (!('read' in item)) return [key, valuesFromForm(item, form, `${name}.`)];
      const start = empty[key];
      if (typeof start === 'boolean') return [key, form.has(name)];
      const strings = form
        .getAll(name)
        .filter((value): value is string => typeof value === 'string')
        .map((value) => value.slice(0, longest));
      return [key, Array.isArray(start) ? strings : (strings[0] ?? '')];
    }),
  ) as ValuesOf<T>;
}
