'use client';

import { usePlainLocale, usePlainMessages } from '@/i18n/use-plain-messages.client';
import { useRouter } from 'next/navigation';
import { useMemo, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import type { AppLocale } from '@/config/locales';
import { CollectionStatement } from '@/features/forms/collection-statement.client';
import { ErrorSummary } from '@/features/forms/error-summary.client';
import { MarketingConsentField } from '@/features/forms/consent-fields.client';
import { ChoiceGroup, PhoneField, TextField } from '@/features/forms/fields.client';
import { firstError, focusField, setServerErrors } from '@/features/forms/focus-first-error';
import {
  askedIf,
  checkboxInput,
  emptyValues,
  fieldOrder,
  payloadOf,
  textInput,
  type Inputs,
  type ValuesOf,
} from '@/features/forms/form-inputs';
import { Honeypot } from '@/features/forms/honeypot.client';
import { schemaResolver } from '@/features/forms/schema-resolver';
import { SubmissionStatus, SubmitButton } from '@/features/forms/submission-status.client';
import { useTypedBeforeHydration } from '@/features/forms/typed-before-hydration';
import { useFormSubmission } from '@/features/forms/use-form-submission';
import { localizedPath } from '@/i18n/localized-path';
import type { z } from 'zod';
import { sampleEstates } from './sample-estates';
import type { valuationFields } from './valuation-schema';
import { arriveFromForm } from './valuation-arrival.client';

// The API's schema and endpoints bring zod: loaded at the first check, not with the page.
const schema = () => import('./valuation-schema').then((m) => m.valuationCreateSchema);
const endpoints = () => import('./valuation-endpoints');

const byAddress = (answers: Record<string, unknown>) => answers.mode === 'address';
/** A part of the property's description by estate: sent only while that way is chosen. */
const part = askedIf((answers) => !byAddress(answers), textInput());

/**
 * How each field of the schema is asked, in page order. Only the chosen way of describing the
 * property is sent; the other keeps what was typed in it. `mode` is the form's own: never sent.
 */
const inputs = {
  mode: { empty: 'estate', read: () => undefined, review: 'hidden' },
  estate: part,
  building: part,
  block: part,
  floor: part,
  flat: part,
  district: part,
  street: part,
  streetNo: part,
  address: askedIf(byAddress, textInput()),
  customerName: textInput(),
  phone: textInput(),
  agree_direct_marketing: checkboxInput,
} satisfies Record<
  'mode' | Exclude<keyof z.input<typeof valuationFields>, Unasked>,
  Inputs[string]
>;

type Unasked = 'deviceId' | 'source' | 'playerId' | 'isEng';
type Values = ValuesOf<typeof inputs>;
const empty = emptyValues(inputs);
const order = fieldOrder(inputs);

const payload = (values: Values, locale: AppLocale) => ({
  ...payloadOf(inputs, values),
  isEng: locale === 'en-US',
});

/** "Give the property" is reported on the estate; with a free address it belongs to the address. */
const fieldFor = (path: string, values: Values) =>
  path === 'estate' && values.mode === 'address' ? 'address' : path;

export function ValuationForm({
  minFillMs,
  marketingText,
}: {
  minFillMs: number;
  /** The direct-marketing statement (features/consent/consent-documents.ts) in the page's language. */
  marketingText: string;
}) {
  const t = usePlainMessages('PropertyValuation');
  const locale = usePlainLocale();
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
        <CollectionStatement purpose="valuation" />
        <SubmissionStatus state={submission.state} action={t('submit')} />
        <SubmitButton busy={submission.busy || leaving}>{t('submit')}</SubmitButton>
      </form>
    </FormProvider>
  );
}
