import type { z } from 'zod';
import type { AppLocale } from '@/config/locales';
import { choices, compact, text, wholeNumber, yesNo } from './form-values';

/** How an answer shows on a review step. */
export type ReviewAs = 'text' | 'money' | 'yesNo' | 'option' | 'title' | 'choices' | 'hidden';

/**
 * What one input holds and how it becomes the API's value: `empty` before anything is typed,
 * `read` the payload value (`undefined` drops the key), `shown` whether the question is on the page
 * given its siblings (a hidden question keeps what was typed but is never sent or reviewed).
 */
export type Input<V> = {
  empty: V;
  read: (value: V) => unknown;
  review: ReviewAs;
  shown?: (siblings: Record<string, unknown>) => boolean;
};

type Field = Input<string> | Input<string[]> | Input<boolean>;
export type Inputs = { [key: string]: Field | Inputs };

/**
 * The inputs of a form whose request is `T` (a schema's `z.input`, less what the form fills in
 * itself): one per key, nested like the request. With `satisfies`, tsc refuses a table that misses
 * a field of the schema or asks one the schema does not have.
 */
export type InputsFor<T> = {
  [K in keyof T]-?: NonNullable<T[K]> extends readonly unknown[] | string | number | boolean
    ? Field
    : InputsFor<NonNullable<T[K]>>;
};

const isInput = (item: Field | Inputs): item is Field => 'read' in item;

export const textInput = (review: ReviewAs = 'text'): Input<string> => ({
  empty: '',
  read: text,
  review,
});
export const numberInput = (review: ReviewAs = 'text'): Input<string> => ({
  empty: '',
  read: wholeNumber,
  review,
});
export const yesNoInput: Input<string> = { empty: '', read: yesNo, review: 'yesNo' };
export const choicesInput: Input<string[]> = { empty: [], read: choices, review: 'choices' };
/** A single box (a consent): ticked or not, never absent. */
export const checkboxInput: Input<boolean> = {
  empty: false,
  read: (value) => value === true,
  review: 'hidden',
};

/** The consents an enquiry or application ends with: the terms (required), direct marketing. */
export const consentInputs = { agree_tnc: checkboxInput, agree_direct_marketing: checkboxInput };

/** `input`, asked only while `shown` holds for the answers beside it. */
export const askedIf = <V>(
  shown: (siblings: Record<string, unknown>) => boolean,
  input: Input<V>,
): Input<V> => ({ ...input, shown });

/** What the inputs of `table` hold: strings, string lists and ticks, nested like the request. */
export type ValuesOf<T extends Inputs> = {
  [K in keyof T]: T[K] extends Input<infer V> ? V : T[K] extends Inputs ? ValuesOf<T[K]> : never;
};

/** The inputs before anything is typed. */
export function emptyValues<T extends Inputs>(table: T): ValuesOf<T> {
  return Object.fromEntries(
    Object.entries(table).map(([key, item]) => [
      key,
      isInput(item) ? item.empty : emptyValues(item),
    ]),
  ) as ValuesOf<T>;
}

/** Every field path of `table` in its order, nested ones after their group: where focus goes first. */
export function fieldOrder(table: Inputs): [string, ...string[]] {
  const paths = Object.entries(table).flatMap(([key, item]) =>
    isInput(item) ? [key] : [key, ...fieldOrder(item).map((inner) => `${key}.${inner}`)],
  );
  return [paths[0] ?? '', ...paths.slice(1)];
}

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

/** The request body the inputs make: empty answers and hidden questions left out. */
export function payloadOf(table: Inputs, values: unknown): Record<string, unknown> {
  const given = record(values);
  return compact(
    Object.fromEntries(
      Object.entries(table).map(([key, item]) => {
        if (!isInput(item)) return [key, payloadOf(item, given[key])];
        if (item.shown && !item.shown(given)) return [key, undefined];
        return [key, item.read((given[key] ?? item.empty) as never)];
      }),
    ),
  );
}

/** One answer to review: its path, how it shows, what was typed and the answers beside it. */
export type ReviewItem = {
  key: string;
  review: ReviewAs;
  value: unknown;
  siblings: Record<string, unknown>;
};

/** The answers under `keys` (top-level, in page order) to show on a review step, nested ones flat. */
export function reviewItems(table: Inputs, keys: readonly string[], values: unknown): ReviewItem[] {
  const given = record(values);
  return keys.flatMap((key) => {
    const item = table[key];
    if (!item) return [];
    if (!isInput(item)) return reviewItems(item, Object.keys(item), given[key]);
    if (item.review === 'hidden' || (item.shown && !item.shown(given))) return [];
    return [{ key, review: item.review, value: given[key] ?? item.empty, siblings: given }];
  });
}

/**
 * The inputs of a form whose request is schema `S`'s input less `locale` (and less `Fixed`, what
 * the form fills in itself): the page's language goes with every request instead of being asked.
 */
export type LocaleFormInputs<S extends z.ZodType, Fixed extends string = never> = InputsFor<
  Omit<z.input<S>, 'locale' | Fixed>
>;

/**
 * What a form with the page's language in its request derives from its table of inputs: the order
 * focus and the error summary follow, and the API's request body for the typed values (with
 * `fixed`, the values the form sends without asking).
 */
export function localeForm<T extends Inputs, F extends object = object>(table: T, fixed?: F) {
  return {
    order: fieldOrder(table),
    payload: (values: ValuesOf<T>, locale: AppLocale) => ({
      ...payloadOf(table, values),
      ...fixed,
      locale,
    }),
  };
}
