import type { z } from 'zod';
import type { AppLocale } from '@/config/locales';
import { fieldOrder, payloadOf, type Inputs, type InputsFor, type ValuesOf } from './form-inputs';

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
