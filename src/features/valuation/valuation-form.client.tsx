'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useMemo, useState, type ReactNode } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import type { AppLocale } from '@/config/locales';
import { ErrorSummary } from '@/components/forms/error-summary.client';
import { MarketingConsentField } from '@/components/forms/consent-fields.client';
import { ChoiceGroup, PhoneField, TextField } from '@/components/forms/fields.client';
import { firstError, focusField, setServerErrors } from '@/components/forms/focus-first-error';
import { compact, text } from '@/components/forms/form-values';
import { Honeypot } from '@/components/forms/honeypot.client';
import { schemaResolver } from '@/components/forms/schema-resolver';
import { SubmissionStatus, SubmitButton } from '@/components/forms/submission-status.client';
import { useTypedBeforeHydration } from '@/components/forms/typed-before-hydration';
import { useFormSubmission } from '@/components/forms/use-form-submission';
import { localizedPath } from '@/i18n/localized-path';
import { sampleEstates } from './sample-estates';
import { arriveFromForm } from './valuation-arrival.client';

// The API's schema and endpoints bring zod: loaded at the first check, not with the page.
const schema = () => import('./valuation-schema').then((m) => m.valuationCreateSchema);
const endpoints = () => import('./valuation-endpoints');

type Values = {
  mode: 'estate' | 'address';
  estate: string;
  building: string;
  block: string;
  floor: string;
  flat: string;
  district: string;
  street: string;
  streetNo: string;
  address: string;
  customerName: string;
  phone: string;
  agree_direct_marketing: boolean;
};

const empty: Values = {
  mode: 'estate',
  estate: '',
  building: '',
  block: '',
  floor: '',
  flat: '',
  district: '',
  street: '',
  streetNo: '',
  address: '',
  customerName: '',
  phone: '',
  agree_direct_marketing: false,
};
const order = [
  'estate',
  'building',
  'block',
  'floor',
  'flat',
  'district',
  'street',
  'streetNo',
  'address',
  'customerName',
  'phone',
  'agree_direct_marketing',
];
const structured = [
  'estate',
  'building',
  'block',
  'floor',
  'flat',
  'district',
  'street',
  'streetNo',
] as const;

/** Only the chosen way of describing the property is sent; the other keeps what was typed in it. */
const payload = (values: Values, locale: AppLocale) =>
  compact({
    ...(values.mode === 'address'
      ? { address: text(values.address) }
      : Object.fromEntries(structured.map((key) => [key, text(values[key])]))),
    customerName: text(values.customerName),
    phone: text(values.phone),
    agree_direct_marketing: values.agree_direct_marketing === true,
    isEng: locale === 'en-US',
  });

/** "Give the property" is reported on the estate; with a free address it belongs to the address. */
const fieldFor = (path: string, values: Values) =>
  path === 'estate' && values.mode === 'address' ? 'address' : path;

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
    () => schemaResolver<Values>(schema, (values) => payload(values, locale), undefined, fieldFor),
    [locale],
  );
  const form = useForm<Values>({
    defaultValues: empty,
    mode: 'onTouched',
    resolver,
    shouldFocusError: false,
  });
  // The server-rendered fields keep what was typed before hydration.
  const formId = useTypedBeforeHydration(form);
  const mode = useWatch({ control: form.control, name: 'mode' });
  const submission = useFormSubmission({ minFillMs });
  const [leaving, setLeaving] = useState(false);
  const estates = sampleEstates.map((estate) =>
    locale === 'zh-HK' ? estate.name.zh : estate.name.en,
  );
  const districts = t.raw('districts') as string[];

  const onValid = async (values: Values) => {
    const sent = await submission.send<{ encodedId: string }>(
      (await endpoints()).valuationCreateEndpoint,
      payload(values, locale),
    );
    if (sent?.ok) {
      setLeaving(true);
      arriveFromForm();
      router.push(localizedPath(locale, `/property-valuation/${sent.data.encodedId}`));
    } else if (sent?.reason === 'invalid') {
      setServerErrors(form, sent.fields, (path) => fieldFor(path, values));
      focusField(firstError(order, form) ?? 'estate');
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
          void form.handleSubmit(onValid, () => focusField(firstError(order, form) ?? 'estate'))(
            event,
          )
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
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              name="estate"
              list="estate-suggestions"
              maxLength={100}
              label={t('fields.estate')}
              hint={t('fields.estate_hint')}
              className="sm:col-span-2"
            />
            <datalist id="estate-suggestions">
              {estates.map((name) => (
                <option key={name} value={name} />
              ))}
            </datalist>
            <TextField
              name="building"
              optional
              maxLength={100}
              label={t('fields.building')}
              className="sm:col-span-2"
            />
            <div className="grid grid-cols-3 gap-3 sm:col-span-2 sm:gap-5">
              <TextField
                name="block"
                optional
                maxLength={20}
                label={t('fields.block')}
                hint={t('fields.block_hint')}
              />
              <TextField
                name="floor"
                optional
                inputMode="numeric"
                maxLength={10}
                label={t('fields.floor')}
              />
              <TextField name="flat" optional maxLength={10} label={t('fields.flat')} />
            </div>
            <TextField
              name="district"
              optional
              list="district-suggestions"
              maxLength={60}
              label={t('fields.district')}
              className="sm:col-span-2"
            />
            <datalist id="district-suggestions">
              {districts.map((name) => (
                <option key={name} value={name} />
              ))}
            </datalist>
            <div className="grid grid-cols-[2fr_1fr] gap-3 sm:col-span-2 sm:gap-5">
              <TextField name="street" optional maxLength={100} label={t('fields.street')} />
              <TextField name="streetNo" optional maxLength={20} label={t('fields.streetNo')} />
            </div>
          </div>
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
