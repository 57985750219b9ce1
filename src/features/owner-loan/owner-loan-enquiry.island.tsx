import { TextField } from '@/components/forms/fields.client';
import { loanEnquiryIsland } from '@/components/forms/plain-enquiry-form.client';
import { ownerLoanEnquiry } from './owner-loan-enquiry-inputs';

/** The property-owner loan enquiry (konew_loan_enquiry), with and without JavaScript. */
export const OwnerLoanEnquiryIsland = loanEnquiryIsland({
  enquiry: ownerLoanEnquiry,
  schema: () => import('./owner-loan-schema').then((m) => m.ownerLoanEnquiryForm),
  endpoint: () => import('./owner-loan-endpoints').then((m) => m.ownerLoanEnquiryEndpoint),
  messages: 'OwnerLoan.enquiry',
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
