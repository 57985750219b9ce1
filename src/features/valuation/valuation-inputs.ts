import type { z } from 'zod';
import type { AppLocale } from '@/config/locales';
import {
  askedIf,
  checkboxInput,
  emptyValues,
  fieldOrder,
  payloadOf,
  textInput,
  type InputsFor,
  type ValuesOf,
} from '@/components/forms/form-inputs';
import type { valuationFields } from './valuation-schema';

/** What the app sends, never the form: the device, the channel and the answer's language. */
type Unasked = 'deviceId' | 'source' | 'playerId' | 'isEng';
/** How the visitor describes the property (the form's own question, never sent). */
type Asked = Omit<z.input<typeof valuationFields>, Unasked> & { mode: string };

const byAddress = (answers: Record<string, unknown>) => answers.mode === 'address';
/** A part of the property's description by estate: sent only while that way is chosen. */
const part = askedIf((answers) => !byAddress(answers), textInput());

/**
 * How each field of the schema is asked, in page order. Only the chosen way of describing the
 * property is sent; the other keeps what was typed in it.
 */
export const valuationInputs = {
  mode: { empty: 'estate', read: () => undefined, review: 'hidden' },
  estate: part,
  building: part,
  block: part,
  floor: part,
  flat: part,
  district: part,
  street: part,
  streetNo: part,
  address: askedIf(byAddress, textInput()),
  customerName: textInput(),
  phone: textInput(),
  agree_direct_marketing: checkboxInput,
} satisfies InputsFor<Asked>;

export type ValuationValues = ValuesOf<typeof valuationInputs>;
export const emptyValuation = emptyValues(valuationInputs);
export const valuationOrder = fieldOrder(valuationInputs);
/** The fields whose labels say optional: the error summary names them the same way. */
export const valuationOptional = [
  ...['building', 'block', 'floor', 'flat', 'district', 'street', 'streetNo'],
  ...['customerName', 'phone'],
];

export const valuationPayload = (values: ValuationValues, locale: AppLocale) => ({
  ...payloadOf(valuationInputs, values),
  isEng: locale === 'en-US',
});

/** "Give the property" is reported on the estate; with a free address it belongs to the address. */
export const valuationFieldFor = (path: string, values: ValuationValues) =>
  path === 'estate' && values.mode === 'address' ? 'address' : path;
