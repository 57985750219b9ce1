import {
  consentInputs,
  numberInput,
  textInput,
  type ValuesOf,
  localeForm,
  type LocaleFormInputs,
} from '@/components/forms/form-inputs';
import { defaultSmeLoanProduct } from './loan-products';
import type { smeEnquiryFields } from './sme-loan-schema';

type Fixed = 'title' | 'product_type';

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
} satisfies LocaleFormInputs<typeof smeEnquiryFields, Fixed>;

export type SmeEnquiryValues = ValuesOf<typeof smeEnquiryInputs>;
export const { order: smeEnquiryOrder, payload: smeEnquiryPayload } = localeForm(smeEnquiryInputs, {
  product_type: defaultSmeLoanProduct,
});
/** The fields whose labels say optional: the error summary names them the same way. */
export const smeEnquiryOptional = ['email', 'company_name', 'loan_amount'];
