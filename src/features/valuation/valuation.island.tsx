import { useMemo, useState, type ReactNode } from 'react';
import { FormProvider, useForm, type DefaultValues } from 'react-hook-form';
import { useTranslations } from 'use-intl';
import { ChoiceGroup } from '@/components/forms/choice-fields.client';
import { MarketingConsentField } from '@/components/forms/consent-fields.client';
import { ErrorSummary } from '@/components/forms/error-summary.client';
import { PhoneField, TextField } from '@/components/forms/fields.client';
import { firstError, focusField, setServerErrors } from '@/components/forms/focus-first-error';
import { IslandIntl } from '@/i18n/island-intl';
import { Honeypot } from '@/components/forms/honeypot.client';
import type { IslandMessages } from '@/components/forms/island-namespaces';
import {
  PlainPostFields,
  usePostedErrors,
  shownState,
  usePostedSummary,
} from '@/components/forms/plain-post-fields.client';
import type { PlainPostState } from '@/components/forms/posted-form';
import { schemaResolver } from '@/components/forms/schema-resolver';
import { SubmissionStatus, SubmitButton } from '@/components/forms/submission-status.client';
import { useFormSubmission } from '@/components/forms/use-form-submission';
import type { AppLocale } from '@/config/locales';
import { localizedPath } from '@/i18n/locale-path';
import { EstateFields } from './valuation-estate-fields.client';
import {
  emptyValuation,
  valuationFieldFor,
  valuationOptional,
  valuationOrder,
  valuationPayload,
  type ValuationValues,
} from './valuation-inputs';

// The API's schema and endpoints bring zod: loaded at the first check, not with the page.
const schema = () => import('./valuation-schema').then((m) => m.valuationCreateSchema);
const endpoint = () => import('./valuation-endpoints').then((m) => m.valuationCreateEndpoint);

/** Its plain post is Action `actions.valuation`; a posted success redirects to the result. */
export type ValuationIslandProps = {
  locale: AppLocale;
  /** islandMessages(locale, 'Forms', 'PropertyValuation'). */
  messages: IslandMessages;
  /** The direct-marketing statement (config/consent-documents.ts) in the page's language. */
  marketingText: string;
  /** The collection statement, rendered on the server (a named slot). */
  statement?: ReactNode;
} & PlainPostState;

function Valuation(props: ValuationIslandProps) {
  const { locale, posted } = props;
  const t = useTranslations('PropertyValuation');
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
  const values = (posted?.values ?? emptyValuation) as ValuationValues;
  const fields = Object.fromEntries(
    Object.entries(posted?.fields ?? {}).map(([path, code]) => [
      valuationFieldFor(path, values),
      code,
    ]),
  );
  const form = useForm<ValuationValues>({
    defaultValues: values as DefaultValues<ValuationValues>,
    errors: usePostedErrors({ fields }),
    mode: 'onTouched',
    resolver,
    shouldFocusError: false,
  });
  const submission = useFormSubmission({ minFillMs: props.minFillMs });
  const [leaving, setLeaving] = useState(false);
  const summary = usePostedSummary(
    { fields },
    valuationOrder,
    (name) => t(`fields.${name}` as never),
    { optional: valuationOptional },
  );
  const focusFirst = () => focusField(firstError(valuationOrder, form) ?? 'estate');

  const onValid = async (typed: ValuationValues) => {
    const sent = await submission.send<{ encodedId: string }>(
      await endpoint(),
      valuationPayload(typed, locale),
    );
    if (sent?.ok) {
      setLeaving(true);
      window.location.assign(localizedPath(locale, `/property-valuation/${sent.data.encodedId}`));
    } else if (sent?.reason === 'invalid') {
      setServerErrors(form, sent.fields, (path) => valuationFieldFor(path, typed));
      focusFirst();
    }
  };

  return (
    <FormProvider {...form}>
      <form
        method="post"
        action={props.action}
        noValidate
        className="group/mode relative space-y-6"
        onSubmit={(event) => void form.handleSubmit(onValid, focusFirst)(event)}
      >
        <ErrorSummary initial={summary} />
        <PlainPostFields locale={locale} state={props} />
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
        {/* The way of describing the property follows the checked radio in CSS: the same before
            the island runs (or without JavaScript) as after. */}
        <div className="group-has-[input[name=mode][value=address]:checked]/mode:hidden">
          <EstateFields />
        </div>
        <div className="hidden group-has-[input[name=mode][value=address]:checked]/mode:block">
          <TextField
            name="address"
            autoComplete="address-line1"
            maxLength={300}
            label={t('fields.address')}
            hint={t('fields.address_hint')}
          />
        </div>
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
            <MarketingConsentField text={props.marketingText} />
          </div>
        </fieldset>
        {props.statement}
        <SubmissionStatus state={shownState(submission.state, posted)} action={t('submit')} />
        <SubmitButton busy={submission.busy || leaving}>{t('submit')}</SubmitButton>
      </form>
    </FormProvider>
  );
}

/** The property valuation form, with and without JavaScript; the result has its own page. */
export function ValuationIsland(props: ValuationIslandProps) {
  return (
    <IslandIntl locale={props.locale} messages={props.messages}>
      <Valuation {...props} />
    </IslandIntl>
  );
}
