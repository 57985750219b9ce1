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
import type { ownerLoanEnquiryContract } from './owner-loan-schema';

/**
 * How each field of the property-owner enquiry is answered, in page order: one table for the island
 * and for the plain post the server reads without JavaScript.
 */
export const ownerLoanEnquiryInputs = {
  name: textInput(),
  mobile: textInput(),
  email: textInput(),
  property_district: textInput(),
  loan_amount: numberInput(),
  ...consentInputs,
} satisfies InputsFor<Omit<z.input<typeof ownerLoanEnquiryContract>, 'locale'>>;

export type OwnerLoanEnquiryValues = ValuesOf<typeof ownerLoanEnquiryInputs>;
export const ownerLoanEnquiryOrder = fieldOrder(ownerLoanEnquiryInputs);
/** The fields whose labels say optional: the error summary names them the same way. */
export const ownerLoanEnquiryOptional = ['email', 'property_district', 'loan_amount'];

export const ownerLoanEnquiryPayload = (values: OwnerLoanEnquiryValues, locale: AppLocale) => ({
  ...payloadOf(ownerLoanEnquiryInputs, values),
  locale,
});
