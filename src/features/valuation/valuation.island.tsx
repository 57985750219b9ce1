import type { ReactNode } from 'react';
import { useTranslations } from 'use-intl';
import { ChoiceGroup } from '@/components/forms/choice-fields.client';
import { MarketingConsentField } from '@/components/forms/consent-fields.client';
import { PhoneField, TextField } from '@/components/forms/fields.client';
import type { IslandMessages } from '@/components/forms/island-namespaces';
import { SingleStepForm, SingleStepSend } from '@/components/forms/single-step-form.client';
import { useSingleStepForm, type SingleStepProps } from '@/components/forms/use-single-step-form';
import { IslandIntl } from '@/i18n/island-intl';
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
export type ValuationIslandProps = SingleStepProps & {
  /** islandMessages(locale, 'Forms', 'PropertyValuation'). */
  messages: IslandMessages;
  /** The direct-marketing statement (config/consent-documents.ts) in the page's language. */
  marketingText: string;
  /** The collection statement, rendered on the server (a named slot). */
  statement?: ReactNode;
};

function Valuation(props: ValuationIslandProps) {
  const { locale, posted } = props;
  const t = useTranslations('PropertyValuation');
  const shell = useSingleStepForm<ValuationValues, { encodedId: string }>(props, {
    defaultValues: posted?.values ?? emptyValuation,
    schema,
    endpoint,
    payload: valuationPayload,
    fieldFor: valuationFieldFor,
    order: valuationOrder,
    label: (name) => t(`fields.${name}` as never),
    summary: { optional: valuationOptional },
    focus: 'estate',
  });

  // The result has its own page: the button stays busy while the browser goes there.
  const onValid = async (typed: ValuationValues) => {
    const sent = await shell.send(typed);
    if (sent?.ok)
      window.location.assign(localizedPath(locale, `/property-valuation/${sent.data.encodedId}`));
  };

  return (
    <SingleStepForm shell={shell} className="group/mode relative space-y-6" onValid={onValid}>
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
        <PhoneField name="phone" optional label={t('fields.phone')} hint={t('fields.phone_hint')} />
        <div className="sm:col-span-2">
          <MarketingConsentField text={props.marketingText} />
        </div>
      </fieldset>
      {props.statement}
      <SingleStepSend
        shell={shell}
        action={t('submit')}
        busy={shell.submission.busy || shell.answer !== null}
      />
    </SingleStepForm>
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
