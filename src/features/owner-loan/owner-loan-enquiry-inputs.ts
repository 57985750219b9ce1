import {
  consentInputs,
  numberInput,
  textInput,
  type ValuesOf,
  localeForm,
  type LocaleFormInputs,
} from '@/components/forms/form-inputs';
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
} satisfies LocaleFormInputs<typeof ownerLoanEnquiryContract>;

export type OwnerLoanEnquiryValues = ValuesOf<typeof ownerLoanEnquiryInputs>;
export const { order: ownerLoanEnquiryOrder, payload: ownerLoanEnquiryPayload } =
  localeForm(ownerLoanEnquiryInputs);
/** The fields whose labels say optional: the error summary names them the same way. */
export const ownerLoanEnquiryOptional = ['email', 'property_district', 'loan_amount'];
