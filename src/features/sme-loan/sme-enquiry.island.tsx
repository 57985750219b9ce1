import { ChoiceGroup } from '@/components/forms/choice-fields.client';
import { TextField } from '@/components/forms/fields.client';
import { loanEnquiryIsland } from '@/components/forms/plain-enquiry-form.client';
import { smeEnquiry } from './sme-enquiry-inputs';
import { contactTimes } from './sme-loan-options';

/** The SME loan enquiry (a call-back request), with and without JavaScript. */
export const SmeEnquiryIsland = loanEnquiryIsland({
  enquiry: smeEnquiry,
  schema: () => import('./sme-loan-schema').then((m) => m.smeEnquiryForm),
  endpoint: () => import('./sme-loan-endpoints').then((m) => m.smeLoanEnquiryEndpoint),
  messages: 'SmeLoanPage.enquiry',
  applyHref: '/sme-loan/apply',
  fields: (t) => (
    <TextField
      name="company_name"
      autoComplete="organization"
      optional
      label={t('fields.company_name')}
    />
  ),
  after: (t) => (
    <ChoiceGroup
      kind="radio"
      inline
      name="preferred_contact_time"
      label={t('fields.preferred_contact_time')}
      options={contactTimes.map((value) => ({ value, label: t(`contactTimes.${value}`) }))}
      className="sm:col-span-2"
    />
  ),
});
