'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useMemo, useState, type ReactNode } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { ErrorSummary } from '@/components/forms/error-summary.client';
import { MarketingConsentField } from '@/components/forms/consent-fields.client';
import { ChoiceGroup } from '@/components/forms/choice-fields.client';
import { PhoneField, TextField } from '@/components/forms/fields.client';
import { firstError, focusField, setServerErrors } from '@/components/forms/focus-first-error';
import { Honeypot } from '@/components/forms/honeypot.client';
import { schemaResolver } from '@/components/forms/schema-resolver';
import { SubmissionStatus, SubmitButton } from '@/components/forms/submission-status.client';
import { useTypedBeforeHydration } from '@/components/forms/typed-before-hydration';
import { useFormSubmission } from '@/components/forms/use-form-submission';
import { localizedPath } from '@/i18n/localized-path';
import { arriveFromForm } from './valuation-arrival.client';
import { EstateFields } from './valuation-estate-fields.client';
import {
  emptyValuation,
  valuationFieldFor,
  valuationOrder,
  valuationPayload,
  type ValuationValues,
} from './valuation-inputs';

// The API's schema and endpoints bring zod: loaded at the first check, not with the page.
const schema = () => import('./valuation-schema').then((m) => m.valuationCreateSchema);
const endpoints = () => import('./valuation-endpoints');

export function ValuationForm({
  minFillMs,
  marketingText,
  statement,
}: {
  minFillMs: number;
  /** The collection statement, rendered on the server (forms/collection-statement.tsx). */
  statement: ReactNode;
  /** The direct-marketing statement (config/consent-documents.ts) in the page's language. */
  marketingText: string;
}) {
  const t = useTranslations('PropertyValuation');
  const locale = useLocale();
  const router = useRouter();
  const resolver = useMemo(
    () =>
      schemaResolver<ValuationValues>(
        schema,
        (values) => valuationPayload(values, locale),
        undefined,
        valuationFieldFor,
      ),
    [locale],
  );
  const form = useForm<ValuationValues>({
    defaultValues: emptyValuation,
    mode: 'onTouched',
    resolver,
    shouldFocusError: false,
  });
  // The server-rendered fields keep what was typed before hydration.
  const formId = useTypedBeforeHydration(form);
  const mode = useWatch({ control: form.control, name: 'mode' });
  const submission = useFormSubmission({ minFillMs });
  const [leaving, setLeaving] = useState(false);

  const onValid = async (values: ValuationValues) => {
    const sent = await submission.send<{ encodedId: string }>(
      (await endpoints()).valuationCreateEndpoint,
      valuationPayload(values, locale),
    );
    if (sent?.ok) {
      setLeaving(true);
      arriveFromForm();
      router.push(localizedPath(locale, `/property-valuation/${sent.data.encodedId}`));
    } else if (sent?.reason === 'invalid') {
      setServerErrors(form, sent.fields, (path) => valuationFieldFor(path, values));
      focusField(firstError(valuationOrder, form) ?? 'estate');
    }
  };

  return (
    <FormProvider {...form}>
      <form
        id={formId}
        // Sent before the page is interactive, typed values go in a body, never in the URL.
        method="post"
        noValidate
        className="relative space-y-6"
        onSubmit={(event) =>
          void form.handleSubmit(onValid, () =>
            focusField(firstError(valuationOrder, form) ?? 'estate'),
          )(event)
        }
      >
        <ErrorSummary />
        <Honeypot inputRef={submission.honeypotRef} />
        <ChoiceGroup
          kind="radio"
          inline
          name="mode"
          label={t('mode.label')}
          options={[
            { value: 'estate', label: t('mode.estate') },
            { value: 'address', label: t('mode.address') },
          ]}
        />
        {mode === 'address' ? (
          <TextField
            name="address"
            autoComplete="street-address"
            maxLength={300}
            label={t('fields.address')}
            hint={t('fields.address_hint')}
          />
        ) : (
          <EstateFields />
        )}
        <fieldset className="grid gap-5 sm:grid-cols-2">
          <legend className="mb-2 text-lg font-semibold">{t('contact')}</legend>
          <TextField
            name="customerName"
            optional
            autoComplete="name"
            maxLength={100}
            label={t('fields.customerName')}
          />
          <PhoneField
            name="phone"
            optional
            label={t('fields.phone')}
            hint={t('fields.phone_hint')}
          />
          <div className="sm:col-span-2">
            <MarketingConsentField text={marketingText} />
          </div>
        </fieldset>
        {statement}
        <SubmissionStatus state={submission.state} action={t('submit')} />
        <SubmitButton busy={submission.busy || leaving}>{t('submit')}</SubmitButton>
      </form>
    </FormProvider>
  );
}
