'use client';

import { usePlainLocale, usePlainMessages } from '@/i18n/use-plain-messages.client';
import { useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { CollectionStatement } from '@/features/forms/collection-statement.client';
import { ConsentFields, type ConsentTexts } from '@/features/forms/consent-fields.client';
import { ChoiceGroup, EmailField, PhoneField, TextField } from '@/features/forms/fields.client';
import { firstError, focusField, setServerErrors } from '@/features/forms/focus-first-error';
import { compact, text, wholeNumber } from '@/features/forms/form-values';
import { FormToastProvider, useToast } from '@/features/forms/form-toast.client';
import { Honeypot } from '@/features/forms/honeypot.client';
import { schemaResolver } from '@/features/forms/schema-resolver';
import { SubmissionStatus, SubmitButton } from '@/features/forms/submission-status.client';
import { SuccessPanel } from '@/features/forms/success-panel.client';
import { useTypedBeforeHydration } from '@/features/forms/typed-before-hydration';
import { useFormSubmission } from '@/features/forms/use-form-submission';
import { Link } from '@/i18n/navigation';
import type { AppLocale } from '@/config/locales';
import { formatHkd } from '@/lib/format';
import { defaultSmeLoanProduct, smeLoanProducts } from './loan-products';
import { contactTimes } from './sme-loan-options';

// The API's schema and endpoints bring zod: loaded at the first check, not with the page.
const schema = () => import('./sme-loan-schema').then((m) => m.smeLoanEnquirySchema);
const endpoints = () => import('./sme-loan-endpoints');

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

/** A valid enquiry that stands in for wrong answers, so the amount's bounds are checked with them. */
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
];
const bounds = smeLoanProducts[defaultSmeLoanProduct];

export const enquiryPayload = (values: Values, locale: AppLocale) =>
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

type Props = { consentTexts: ConsentTexts; minFillMs: number };

function EnquiryForm({ consentTexts, minFillMs }: Props) {
  const t = usePlainMessages('SmeLoanPage.enquiry');
  const locale = usePlainLocale();
  const toast = useToast();
  const resolver = useMemo(
    () =>
      schemaResolver<Values>(schema, (values) => enquiryPayload(values, locale), {
        neutral,
      }),
    [locale],
  );
  const form = useForm<Values>({
    defaultValues: {
      name: '',
      mobile: '',
      email: '',
      company_name: '',
      loan_amount: '',
      preferred_contact_time: 'any',
      agree_tnc: false,
      agree_direct_marketing: false,
    },
    mode: 'onTouched',
    resolver,
    shouldFocusError: false,
  });
  // The server-rendered fields keep what was typed before hydration.
  const formId = useTypedBeforeHydration(form);
  const submission = useFormSubmission({ minFillMs });
  const [reference, setReference] = useState<string | null>(null);
  const amounts = {
    min: formatHkd(bounds.minAmount, locale),
    max: formatHkd(bounds.maxAmount, locale),
  };

  const onValid = async (values: Values) => {
    const sent = await submission.send<{ reference: string }>(
      (await endpoints()).smeLoanEnquiryEndpoint,
      enquiryPayload(values, locale),
    );
    if (sent?.ok) {
      setReference(sent.data.reference);
      toast(t('toast'));
    } else if (sent?.reason === 'invalid') {
      setServerErrors(form, sent.fields);
      focusField(firstError(order, form) ?? 'name');
    }
  };
  const onInvalid = () => focusField(firstError(order, form) ?? 'name');

  if (reference)
    return (
      <SuccessPanel title={t('success.title')} reference={reference}>
        <p>{t('success.text')}</p>
        <p>
          <Link
            href="/sme-loan/apply"
            className="font-semibold text-brand-700 underline underline-offset-2"
          >
            {t('success.apply')}
          </Link>
        </p>
      </SuccessPanel>
    );

  return (
    <FormProvider {...form}>
      <form
        id={formId}
        // Sent before the page is interactive, typed values go in a body, never in the URL.
        method="post"
        noValidate
        className="relative grid gap-5 sm:grid-cols-2"
        onSubmit={(event) => void form.handleSubmit(onValid, onInvalid)(event)}
      >
        <Honeypot inputRef={submission.honeypotRef} />
        <TextField name="name" label={t('fields.name')} autoComplete="name" />
        <PhoneField name="mobile" label={t('fields.mobile')} hint={t('fields.mobile_hint')} />
        <EmailField name="email" optional label={t('fields.email')} />
        <TextField
          name="company_name"
          autoComplete="organization"
          optional
          label={t('fields.company_name')}
        />
        <TextField
          name="loan_amount"
          inputMode="numeric"
          maxLength={12}
          optional
          label={t('fields.loan_amount')}
          hint={t('fields.loan_amount_hint', amounts)}
          errorParams={amounts}
        />
        <ChoiceGroup
          kind="radio"
          inline
          name="preferred_contact_time"
          label={t('fields.preferred_contact_time')}
          options={contactTimes.map((value) => ({ value, label: t(`contactTimes.${value}`) }))}
          className="sm:col-span-2"
        />
        <div className="space-y-5 sm:col-span-2">
          <CollectionStatement />
          <ConsentFields texts={consentTexts} />
          <SubmissionStatus state={submission.state} action={t('submit')} />
          <SubmitButton busy={submission.busy}>{t('submit')}</SubmitButton>
        </div>
      </form>
    </FormProvider>
  );
}

/** The short SME enquiry: a call-back request. */
export function SmeEnquiryForm(props: Props) {
  return (
    <FormToastProvider>
      <EnquiryForm {...props} />
    </FormToastProvider>
  );
}
