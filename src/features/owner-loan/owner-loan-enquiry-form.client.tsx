'use client';

import { useTranslations } from 'next-intl';
import type { AppLocale } from '@/config/locales';
import type { ConsentTexts } from '@/components/forms/consent-fields.client';
import { EnquiryForm } from '@/components/forms/enquiry-form.client';
import { TextField } from '@/components/forms/fields.client';
import { compact, text, wholeNumber } from '@/components/forms/form-values';
import { ownerLoanProduct } from './owner-loan-options';
import type { ReactNode } from 'react';

// The API's schema and endpoints bring zod: loaded at the first check, not with the page.
const schema = () => import('./owner-loan-schema').then((m) => m.ownerLoanEnquirySchema);
const endpoint = () => import('./owner-loan-endpoints').then((m) => m.ownerLoanEnquiryEndpoint);

type Values = {
  name: string;
  mobile: string;
  email: string;
  property_district: string;
  loan_amount: string;
  agree_tnc: boolean;
  agree_direct_marketing: boolean;
};

const defaultValues: Values = {
  name: '',
  mobile: '',
  email: '',
  property_district: '',
  loan_amount: '',
  agree_tnc: false,
  agree_direct_marketing: false,
};
const neutral = { name: 'A', mobile: '91234567', agree_tnc: true, locale: 'zh-HK' };
const order = ['name', 'mobile', 'email', 'property_district', 'loan_amount', 'agree_tnc'] as const;

const payload = (values: Values, locale: AppLocale) =>
  compact({
    name: text(values.name),
    mobile: text(values.mobile),
    email: text(values.email),
    property_district: text(values.property_district),
    loan_amount: wholeNumber(values.loan_amount),
    agree_tnc: values.agree_tnc === true,
    agree_direct_marketing: values.agree_direct_marketing === true,
    locale,
  });

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
      neutral={neutral}
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
