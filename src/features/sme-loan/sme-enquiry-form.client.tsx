'use client';

import { useTranslations } from 'next-intl';
import type { ConsentTexts } from '@/components/forms/consent-fields.client';
import { EnquiryForm } from '@/components/forms/enquiry-form.client';
import { ChoiceGroup, TextField } from '@/components/forms/fields.client';
import { compact, text, wholeNumber } from '@/components/forms/form-values';
import type { AppLocale } from '@/config/locales';
import { defaultSmeLoanProduct, smeLoanProducts } from './loan-products';
import { contactTimes } from './sme-loan-options';
import type { ReactNode } from 'react';

// The API's schema and endpoints bring zod: loaded at the first check, not with the page.
const schema = () => import('./sme-loan-schema').then((m) => m.smeLoanEnquirySchema);
const endpoint = () => import('./sme-loan-endpoints').then((m) => m.smeLoanEnquiryEndpoint);

type Values = {
  name: string;
  mobile: string;
  email: string;
  company_name: string;
  loan_amount: string;
  preferred_contact_time: string;
  agree_tnc: boolean;
  agree_direct_marketing: boolean;
};

const defaultValues: Values = {
  name: '',
  mobile: '',
  email: '',
  company_name: '',
  loan_amount: '',
  preferred_contact_time: 'any',
  agree_tnc: false,
  agree_direct_marketing: false,
};
const neutral = {
  name: 'A',
  mobile: '91234567',
  agree_tnc: true,
  locale: 'zh-HK',
  product_type: defaultSmeLoanProduct,
};
const order = [
  'name',
  'mobile',
  'email',
  'company_name',
  'loan_amount',
  'preferred_contact_time',
  'agree_tnc',
] as const;

const payload = (values: Values, locale: AppLocale) =>
  compact({
    name: text(values.name),
    mobile: text(values.mobile),
    email: text(values.email),
    company_name: text(values.company_name),
    loan_amount: wholeNumber(values.loan_amount),
    preferred_contact_time: text(values.preferred_contact_time),
    product_type: defaultSmeLoanProduct,
    agree_tnc: values.agree_tnc === true,
    agree_direct_marketing: values.agree_direct_marketing === true,
    locale,
  });

/** The short SME enquiry: a call-back request. */
export function SmeEnquiryForm(props: {
  consentTexts: ConsentTexts;
  minFillMs: number;
  statement: ReactNode;
}) {
  const t = useTranslations('SmeLoanPage.enquiry');
  return (
    <EnquiryForm<Values>
      {...props}
      defaultValues={defaultValues}
      schema={schema}
      endpoint={endpoint}
      payload={payload}
      neutral={neutral}
      order={order}
      messages="SmeLoanPage.enquiry"
      bounds={smeLoanProducts[defaultSmeLoanProduct]}
      applyHref="/sme-loan/apply"
      after={
        <ChoiceGroup
          kind="radio"
          inline
          name="preferred_contact_time"
          label={t('fields.preferred_contact_time')}
          options={contactTimes.map((value) => ({ value, label: t(`contactTimes.${value}`) }))}
          className="sm:col-span-2"
        />
      }
    >
      <TextField
        name="company_name"
        autoComplete="organization"
        optional
        label={t('fields.company_name')}
      />
    </EnquiryForm>
  );
}
