import type { z } from 'zod';
import {
  consentInputs,
  fieldOrder,
  numberInput,
  payloadOf,
  textInput,
  type InputsFor,
  type ValuesOf,
} from '@/components/forms/form-inputs';
import type { AppLocale } from '@/config/locales';
import { defaultSmeLoanProduct } from './loan-products';
import type { smeEnquiryFields } from './sme-loan-schema';

type Fixed = 'title' | 'product_type' | 'locale';

/**
 * How each asked field of the SME enquiry is answered, in page order (`title` is never asked here):
 * one table for the island and for the plain post the server reads without JavaScript.
 */
export const smeEnquiryInputs = {
  name: textInput(),
  mobile: textInput(),
  email: textInput(),
  company_name: textInput(),
  loan_amount: numberInput(),
  preferred_contact_time: { ...textInput(), empty: 'any' },
  ...consentInputs,
} satisfies InputsFor<Omit<z.input<typeof smeEnquiryFields>, Fixed>>;

export type SmeEnquiryValues = ValuesOf<typeof smeEnquiryInputs>;
export const smeEnquiryOrder = fieldOrder(smeEnquiryInputs);
/** The fields whose labels say optional: the error summary names them the same way. */
export const smeEnquiryOptional = ['email', 'company_name', 'loan_amount'];

/** The API's request body for the typed values. */
export const smeEnquiryPayload = (values: SmeEnquiryValues, locale: AppLocale) => ({
  ...payloadOf(smeEnquiryInputs, values),
  product_type: defaultSmeLoanProduct,
  locale,
});
