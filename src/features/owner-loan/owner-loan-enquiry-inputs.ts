import { textInput, type LocaleFormInputs } from '@/components/forms/form-inputs';
import { loanEnquiryForm } from '@/components/forms/loan-enquiry-form';
import type { ownerLoanEnquiryContract } from './owner-loan-schema';

/**
 * How each field of the property-owner enquiry is answered, in page order: one table for the island
 * and for the plain post the server reads without JavaScript. Its own field: the property's district.
 */
export const ownerLoanEnquiry = loanEnquiryForm({ fields: { property_district: textInput() } });
ownerLoanEnquiry.inputs satisfies LocaleFormInputs<typeof ownerLoanEnquiryContract>;
/** The fields labelled optional (e2e/form-optional-marks.spec.ts checks the marks). */
export const ownerLoanEnquiryOptional = ownerLoanEnquiry.optional;
