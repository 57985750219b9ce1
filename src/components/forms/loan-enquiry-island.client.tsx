import { useMemo, type ReactNode } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import { useTranslations } from 'use-intl';
import type { AppLocale } from '@/config/locales';
import { IslandIntl } from '@/i18n/island-intl';
import type { ConsentTexts } from './consent-fields.client';
import type { FormIslandMessages } from './island-messages';
import { PlainEnquiryForm, type PlainEnquiryProps } from './plain-enquiry-form.client';
import type { PlainPostState } from './posted-form';
import { rangedSchema } from './ranged-schema';
import type { FormSchema } from './schema-rules';

type Range = { minAmount: number; maxAmount: number; minMonths: number; maxMonths: number };

/** What the page gives a loan's enquiry island: its plain-post state (formIslandState) and its copy. */
export type EnquiryIslandProps = PlainPostState & {
  locale: AppLocale;
  /** formIslandMessages(locale, namespace, 'enquiry'). */
  messages: FormIslandMessages;
  consentTexts: ConsentTexts;
  /** The product's published range (its content entry, read by the page): hints and checks. */
  range: Range;
  /** The collection statement, rendered on the server (a named slot). */
  statement?: ReactNode;
};

type Own =
  'defaultValues' | 'endpoint' | 'payload' | 'order' | 'messages' | 'optional' | 'applyHref';
type Translate = ReturnType<typeof useTranslations>;

/**
 * A loan product's enquiry island, with and without JavaScript: the form kit's enquiry
 * (name, mobile, email, amount, consents) with the product's own `fields` (before the amount) and
 * `after` it, checked with the API's schema for the page's range. `schema` and `endpoint` load the
 * API's modules (and zod) at the first check, not with the page.
 */
export function loanEnquiryIsland<V extends FieldValues>(
  form: Pick<PlainEnquiryProps<V>, Own> & {
    defaultValues: DefaultValues<V>;
    schema: () => Promise<(range: Range) => FormSchema>;
    fields: (t: Translate) => ReactNode;
    after?: (t: Translate) => ReactNode;
  },
) {
  const { schema: load, fields, after, ...own } = form;
  function LoanEnquiry(props: EnquiryIslandProps) {
    const t = useTranslations(form.messages);
    const schema = useMemo(() => rangedSchema(load, props.range), [props.range]);
    return (
      <PlainEnquiryForm<V>
        {...props}
        {...own}
        schema={schema}
        bounds={props.range}
        after={after?.(t)}
      >
        {fields(t)}
      </PlainEnquiryForm>
    );
  }
  return function LoanEnquiryIsland(props: EnquiryIslandProps) {
    return (
      <IslandIntl locale={props.locale} messages={props.messages}>
        <LoanEnquiry {...props} />
      </IslandIntl>
    );
  };
}
