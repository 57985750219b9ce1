import { TextField } from '@/components/forms/fields.client';
import { emptyValues } from '@/components/forms/form-inputs';
import { loanEnquiryIsland } from '@/components/forms/plain-enquiry-form.client';
import {
  ownerLoanEnquiryInputs,
  ownerLoanEnquiryOptional,
  ownerLoanEnquiryOrder,
  ownerLoanEnquiryPayload,
} from './owner-loan-enquiry-inputs';

/** The property-owner loan enquiry (konew_loan_enquiry), with and without JavaScript. */
export const OwnerLoanEnquiryIsland = loanEnquiryIsland({
  defaultValues: emptyValues(ownerLoanEnquiryInputs),
  schema: () => import('./owner-loan-schema').then((m) => m.ownerLoanEnquiryForm),
  endpoint: () => import('./owner-loan-endpoints').then((m) => m.ownerLoanEnquiryEndpoint),
  payload: ownerLoanEnquiryPayload,
  order: ownerLoanEnquiryOrder,
  messages: 'OwnerLoan.enquiry',
  optional: ownerLoanEnquiryOptional,
  applyHref: '/property-owner-loan/apply',
  fields: (t) => (
    <TextField
      name="property_district"
      optional
      maxLength={60}
      label={t('fields.property_district')}
    />
  ),
});
