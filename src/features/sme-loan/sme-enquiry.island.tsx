import { useMemo, type ReactNode } from 'react';
import { useTranslations } from 'use-intl';
import { ChoiceGroup } from '@/components/forms/choice-fields.client';
import type { ConsentTexts } from '@/components/forms/consent-fields.client';
import { TextField } from '@/components/forms/fields.client';
import { IslandIntl } from '@/i18n/island-intl';
import { emptyValues } from '@/components/forms/form-inputs';
import type { FormIslandMessages } from '@/components/forms/island-messages';
import { PlainEnquiryForm } from '@/components/forms/plain-enquiry-form.client';
import type { PlainPostState } from '@/components/forms/posted-form';
import type { AppLocale } from '@/config/locales';
import { rangedSchema } from '@/components/forms/ranged-schema';
import type { LoanRange } from '@/features/loan-calculator/loan-terms';
import {
  smeEnquiryInputs,
  smeEnquiryOrder,
  smeEnquiryOptional,
  smeEnquiryPayload,
  type SmeEnquiryValues,
} from './sme-enquiry-inputs';
import { contactTimes } from './sme-loan-options';

// The API's schema and endpoint bring zod: loaded at the first check, not with the page.
const schemaFor = () => import('./sme-loan-schema').then((m) => m.smeEnquiryForm);
const endpoint = () => import('./sme-loan-endpoints').then((m) => m.smeLoanEnquiryEndpoint);
const defaultValues = emptyValues(smeEnquiryInputs);

/** What the page gives the enquiry island: its plain-post state (formIslandState) and its copy. */
export type EnquiryIslandProps = PlainPostState & {
  locale: AppLocale;
  /** formIslandMessages(locale, 'SmeLoanPage', 'enquiry'). */
  messages: FormIslandMessages;
  consentTexts: ConsentTexts;
  /** The product's published range (its content entry, read by the page): hints and checks. */
  range: LoanRange;
  /** The collection statement, rendered on the server (a named slot). */
  statement?: ReactNode;
};

function SmeEnquiry(props: EnquiryIslandProps) {
  const t = useTranslations('SmeLoanPage.enquiry');
  const schema = useMemo(() => rangedSchema(schemaFor, props.range), [props.range]);
  return (
    <PlainEnquiryForm<SmeEnquiryValues>
      {...props}
      defaultValues={defaultValues}
      schema={schema}
      endpoint={endpoint}
      payload={smeEnquiryPayload}
      order={smeEnquiryOrder}
      messages="SmeLoanPage.enquiry"
      bounds={props.range}
      optional={smeEnquiryOptional}
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
    </PlainEnquiryForm>
  );
}

/** The SME loan enquiry (a call-back request), with and without JavaScript. */
export function SmeEnquiryIsland(props: EnquiryIslandProps) {
  return (
    <IslandIntl locale={props.locale} messages={props.messages}>
      <SmeEnquiry {...props} />
    </IslandIntl>
  );
}
