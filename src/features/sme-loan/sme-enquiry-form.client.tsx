'use client';

import { useTranslations } from 'next-intl';
import type { ConsentTexts } from '@/components/forms/consent-fields.client';
import { EnquiryForm } from '@/components/forms/enquiry-form.client';
import { ChoiceGroup } from '@/components/forms/choice-fields.client';
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
import type { AppLocale } from '@/config/locales';
import type { z } from 'zod';
import type { smeEnquiryFields } from './sme-loan-schema';
import { defaultSmeLoanProduct, smeLoanProducts } from './loan-products';
import { contactTimes } from './sme-loan-options';
import type { ReactNode } from 'react';

// The API's schema and endpoints bring zod: loaded at the first check, not with the page.
const schema = () => import('./sme-loan-schema').then((m) => m.smeEnquiryForm);
const endpoint = () => import('./sme-loan-endpoints').then((m) => m.smeLoanEnquiryEndpoint);

/** How each asked field of the schema is answered, in page order (`title` is never asked here). */
const inputs = {
  name: textInput(),
  mobile: textInput(),
  email: textInput(),
  company_name: textInput(),
  loan_amount: numberInput(),
  preferred_contact_time: { ...textInput(), empty: 'any' },
  agree_tnc: checkboxInput,
  agree_direct_marketing: checkboxInput,
} satisfies InputsFor<Omit<z.input<typeof smeEnquiryFields>, Fixed>>;

type Fixed = 'title' | 'product_type' | 'locale';
type Values = ValuesOf<typeof inputs>;
const defaultValues = emptyValues(inputs);
const order = fieldOrder(inputs);

const payload = (values: Values, locale: AppLocale) => ({
  ...payloadOf(inputs, values),
  product_type: defaultSmeLoanProduct,
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
