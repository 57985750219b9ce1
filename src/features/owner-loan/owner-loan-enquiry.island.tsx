import { useMemo } from 'react';
import { useTranslations } from 'use-intl';
import { rangedSchema } from '@/components/forms/ranged-schema';
import { TextField } from '@/components/forms/fields.client';
import { IslandIntl } from '@/i18n/island-intl';
import { emptyValues } from '@/components/forms/form-inputs';
import { PlainEnquiryForm } from '@/components/forms/plain-enquiry-form.client';
import type { EnquiryIslandProps } from '@/features/sme-loan/sme-enquiry.island';
import {
  ownerLoanEnquiryInputs,
  ownerLoanEnquiryOptional,
  ownerLoanEnquiryOrder,
  ownerLoanEnquiryPayload,
  type OwnerLoanEnquiryValues,
} from './owner-loan-enquiry-inputs';

// The API's schema and endpoint bring zod: loaded at the first check, not with the page.
const schemaFor = () => import('./owner-loan-schema').then((m) => m.ownerLoanEnquiryForm);
const endpoint = () => import('./owner-loan-endpoints').then((m) => m.ownerLoanEnquiryEndpoint);
const defaultValues = emptyValues(ownerLoanEnquiryInputs);

function OwnerLoanEnquiry(props: EnquiryIslandProps) {
  const t = useTranslations('OwnerLoan.enquiry');
  const schema = useMemo(() => rangedSchema(schemaFor, props.range), [props.range]);
  return (
    <PlainEnquiryForm<OwnerLoanEnquiryValues>
      {...props}
      defaultValues={defaultValues}
      schema={schema}
      endpoint={endpoint}
      payload={ownerLoanEnquiryPayload}
      order={ownerLoanEnquiryOrder}
      messages="OwnerLoan.enquiry"
      bounds={props.range}
      optional={ownerLoanEnquiryOptional}
      applyHref="/property-owner-loan/apply"
    >
      <TextField
        name="property_district"
        optional
        maxLength={60}
        label={t('fields.property_district')}
      />
    </PlainEnquiryForm>
  );
}

/** The property-owner loan enquiry (konew_loan_enquiry), with and without JavaScript. */
export function OwnerLoanEnquiryIsland(props: EnquiryIslandProps) {
  return (
    <IslandIntl locale={props.locale} messages={props.messages}>
      <OwnerLoanEnquiry {...props} />
    </IslandIntl>
  );
}
