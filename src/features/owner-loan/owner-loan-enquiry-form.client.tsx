'use client';

import { useTranslations } from 'next-intl';
import type { AppLocale } from '@/config/locales';
import type { ConsentTexts } from '@/components/forms/consent-fields.client';
import { EnquiryForm } from '@/components/forms/enquiry-form.client';
import { TextField } from '@/components/forms/fields.client';
import {
  checkboxInput,
  emptyValues,
  fieldOrder,
  numberInput,
  payloadOf,
  textInput,
  type InputsFor,
  type ValuesOf,
} from '@/components/forms/form-inputs';
import type { z } from 'zod';
import type { ownerLoanEnquirySchema } from './owner-loan-schema';
import { ownerLoanProduct } from './owner-loan-options';
import type { ReactNode } from 'react';

// The API's schema and endpoints bring zod: loaded at the first check, not with the page.
const schema = () => import('./owner-loan-schema').then((m) => m.ownerLoanEnquiryForm);
const endpoint = () => import('./owner-loan-endpoints').then((m) => m.ownerLoanEnquiryEndpoint);

/** How each field of the schema is answered, in page order. */
const inputs = {
  name: textInput(),
  mobile: textInput(),
  email: textInput(),
  property_district: textInput(),
  loan_amount: numberInput(),
  agree_tnc: checkboxInput,
  agree_direct_marketing: checkboxInput,
} satisfies InputsFor<Omit<z.input<typeof ownerLoanEnquirySchema>, 'locale'>>;

type Values = ValuesOf<typeof inputs>;
const defaultValues = emptyValues(inputs);
const order = fieldOrder(inputs);
const payload = (values: Values, locale: AppLocale) => ({ ...payloadOf(inputs, values), locale });

/** The property-owner loan enquiry (konew_loan_enquiry). */
export function OwnerLoanEnquiryForm(props: {
  consentTexts: ConsentTexts;
  minFillMs: number;
  statement: ReactNode;
}) {
  const t = useTranslations('OwnerLoan.enquiry');
  return (
    <EnquiryForm<Values>
      {...props}
      defaultValues={defaultValues}
      schema={schema}
      endpoint={endpoint}
      payload={payload}
      order={order}
      messages="OwnerLoan.enquiry"
      bounds={ownerLoanProduct}
      applyHref="/property-owner-loan/apply"
    >
      <TextField
        name="property_district"
        optional
        maxLength={60}
        label={t('fields.property_district')}
      />
    </EnquiryForm>
  );
}
