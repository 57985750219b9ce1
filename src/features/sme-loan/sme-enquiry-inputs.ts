import { textInput, type LocaleFormInputs } from '@/components/forms/form-inputs';
import { loanEnquiryForm } from '@/components/forms/loan-enquiry-form';
import { defaultSmeLoanProduct } from './loan-products';
import type { smeEnquiryFields } from './sme-loan-schema';

/**
 * How each asked field of the SME enquiry is answered, in page order (`title` is never asked here):
 * one table for the island and for the plain post the server reads without JavaScript. Its own
 * fields: the company's name, and after the amount, when to call back; the product is fixed.
 */
export const smeEnquiry = loanEnquiryForm({
  fields: { company_name: textInput() },
  after: { preferred_contact_time: { ...textInput(), empty: 'any' } },
  fixed: { product_type: defaultSmeLoanProduct },
});
smeEnquiry.inputs satisfies LocaleFormInputs<typeof smeEnquiryFields, 'title' | 'product_type'>;
/** The fields labelled optional (e2e/form-optional-marks.spec.ts checks the marks). */
export const smeEnquiryOptional = smeEnquiry.optional;
