'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useMemo, useState, type ReactNode } from 'react';
import { FormProvider, useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { AppLocale } from '@/config/locales';
import { Link } from '@/i18n/navigation';
import { formatHkd } from '@/i18n/format';
import { ConsentFields, type ConsentTexts } from './consent-fields.client';
import { ErrorSummary } from './error-summary.client';
import { EmailField, PhoneField, TextField } from './fields.client';
import { firstError, focusField, setServerErrors } from './focus-first-error';
import { FormToastProvider, useToast } from './form-toast.client';
import { Honeypot } from './honeypot.client';
import { schemaResolver } from './schema-resolver';
import type { FormSchema } from './schema-rules';
import { SubmissionStatus, SubmitButton } from './submission-status.client';
import { SuccessPanel } from './success-panel.client';
import { useTypedBeforeHydration } from './typed-before-hydration';
import { useFormSubmission, type EndpointInfo } from './use-form-submission';

/** The enquiries' messages: each has the same keys (fields, submit, toast, success). */
type EnquiryNamespace = 'SmeLoanPage.enquiry' | 'OwnerLoan.enquiry';

export type EnquiryFormProps<V extends FieldValues> = {
  defaultValues: DefaultValues<V>;
  /** The API's schema and endpoint: they bring zod, so they load at the first check or send. */
  schema: () => Promise<FormSchema>;
  endpoint: () => Promise<EndpointInfo>;
  /** The inputs as the API's request body. */
  payload: (values: V, locale: AppLocale) => Record<string, unknown>;
  /** The fields in page order: focus goes to the first in error. */
  order: readonly [string, ...string[]];
  messages: EnquiryNamespace;
  /** The loan amounts the product allows, shown in the amount's hint and errors. */
  bounds: { minAmount: number; maxAmount: number };
  /** The full application, linked with the reference. */
  applyHref: string;
  consentTexts: ConsentTexts;
  minFillMs: number;
  /** The collection statement, rendered on the server (forms/collection-statement.tsx). */
  statement: ReactNode;
  /** The enquiry's own fields, after name, mobile and email; `after` follows the loan amount. */
  children: ReactNode;
  after?: ReactNode;
};

function Enquiry<V extends FieldValues>({
  defaultValues,
  schema,
  endpoint,
  payload,
  order,
  messages,
  bounds,
  applyHref,
  consentTexts,
  minFillMs,
  statement,
  children,
  after,
}: EnquiryFormProps<V>) {
  const t = useTranslations(messages);
  const locale = useLocale();
  const toast = useToast();
  const resolver = useMemo(
    () => schemaResolver<V>(schema, (values) => payload(values, locale)),
    [schema, payload, locale],
  );
  const form = useForm<V>({ defaultValues, mode: 'onTouched', resolver, shouldFocusError: false });
  // The server-rendered fields keep what was typed before hydration.
  const formId = useTypedBeforeHydration(form);
  const submission = useFormSubmission({ minFillMs });
  const [reference, setReference] = useState<string | null>(null);
  const amounts = {
    min: formatHkd(bounds.minAmount, locale),
    max: formatHkd(bounds.maxAmount, locale),
  };
  const focusFirst = () => focusField(firstError(order, form) ?? order[0]);

  const onValid = async (values: V) => {
    const sent = await submission.send<{ reference: string }>(
      await endpoint(),
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
            href={applyHref}
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
        <ErrorSummary />
        <Honeypot inputRef={submission.honeypotRef} />
        <TextField name="name" label={t('fields.name')} autoComplete="name" />
        <PhoneField name="mobile" label={t('fields.mobile')} hint={t('fields.mobile_hint')} />
        <EmailField name="email" optional label={t('fields.email')} />
        {children}
        <TextField
          name="loan_amount"
          inputMode="numeric"
          maxLength={12}
          optional
          label={t('fields.loan_amount')}
          hint={t('fields.loan_amount_hint', amounts)}
          errorParams={amounts}
        />
        {after}
        <div className="space-y-5 sm:col-span-2">
          {statement}
          <ConsentFields texts={consentTexts} />
          <SubmissionStatus state={submission.state} action={t('submit')} />
          <SubmitButton busy={submission.busy}>{t('submit')}</SubmitButton>
        </div>
      </form>
    </FormProvider>
  );
}

/**
 * A short enquiry (a call-back request): name, mobile, email, the enquiry's own fields, a loan
 * amount, consent; one send, then its reference and a link to the full application.
 */
export function EnquiryForm<V extends FieldValues>(props: EnquiryFormProps<V>) {
  return (
    <FormToastProvider>
      <Enquiry {...props} />
    </FormToastProvider>
  );
}
