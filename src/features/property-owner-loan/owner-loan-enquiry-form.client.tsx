'use client';

import { usePlainLocale, usePlainMessages } from '@/i18n/use-plain-messages.client';
import { useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { AppLocale } from '@/config/locales';
import { CollectionStatement } from '@/features/forms/collection-statement.client';
import { ConsentFields, type ConsentTexts } from '@/features/forms/consent-fields.client';
import { EmailField, PhoneField, TextField } from '@/features/forms/fields.client';
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
import { formatHkd } from '@/lib/format';
import { ownerLoanEnquiryEndpoint } from './owner-loan-endpoints';
import { ownerLoanEnquirySchema, ownerLoanProduct } from './owner-loan-schema';

type Values = {
  name: string;
  mobile: string;
  email: string;
  property_district: string;
  loan_amount: string;
  agree_tnc: boolean;
  agree_direct_marketing: boolean;
};

const order = ['name', 'mobile', 'email', 'property_district', 'loan_amount', 'agree_tnc'];
const neutral = { name: 'A', mobile: '91234567', agree_tnc: true, locale: 'zh-HK' };

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

type Props = { consentTexts: ConsentTexts; minFillMs: number };

function EnquiryForm({ consentTexts, minFillMs }: Props) {
  const t = usePlainMessages('OwnerLoan.enquiry');
  const locale = usePlainLocale();
  const toast = useToast();
  const resolver = useMemo(
    () =>
      schemaResolver<Values>(
        async () => ownerLoanEnquirySchema,
        (values) => payload(values, locale),
        {
          neutral,
        },
      ),
    [locale],
  );
  const form = useForm<Values>({
    defaultValues: {
      name: '',
      mobile: '',
      email: '',
      property_district: '',
      loan_amount: '',
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
    min: formatHkd(ownerLoanProduct.minAmount, locale),
    max: formatHkd(ownerLoanProduct.maxAmount, locale),
  };
  const focusFirst = () => focusField(firstError(order, form) ?? 'name');

  const onValid = async (values: Values) => {
    const sent = await submission.send<{ reference: string }>(
      ownerLoanEnquiryEndpoint,
      payload(values, locale),
    );
    if (sent?.ok) {
      setReference(sent.data.reference);
      toast(t('toast'));
    } else if (sent?.reason === 'invalid') {
      setServerErrors(form, sent.fields);
      focusFirst();
    }
  };

  if (reference)
    return (
      <SuccessPanel title={t('success.title')} reference={reference}>
        <p>{t('success.text')}</p>
        <p>
          <Link
            href="/property-owner-loan/apply"
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
        onSubmit={(event) => void form.handleSubmit(onValid, focusFirst)(event)}
      >
        <Honeypot inputRef={submission.honeypotRef} />
        <TextField name="name" label={t('fields.name')} autoComplete="name" />
        <PhoneField name="mobile" label={t('fields.mobile')} hint={t('fields.mobile_hint')} />
        <EmailField name="email" optional label={t('fields.email')} />
        <TextField
          name="property_district"
          optional
          maxLength={60}
          label={t('fields.property_district')}
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

/** The property-owner loan enquiry (konew_loan_enquiry). */
export function OwnerLoanEnquiryForm(props: Props) {
  return (
    <FormToastProvider>
      <EnquiryForm {...props} />
    </FormToastProvider>
  );
}
