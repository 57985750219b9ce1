import { useMemo, type ReactNode } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import { useTranslations } from 'use-intl';
import type { AppLocale } from '@/config/locales';
import { formatHkd } from '@/i18n/format';
import { ConsentAndSend, type ConsentTexts } from './consent-fields.client';
import { EmailField, PhoneField, TextField } from './fields.client';
import { emptyValues, type Inputs, type ValuesOf } from './form-inputs';
import { formIsland } from './form-island.client';
import type { FormIslandMessages } from './island-messages';
import type { LoanEnquiryForm } from './loan-enquiry-form';
import type { PlainPostState } from './posted-form';
import { rangedSchema } from './ranged-schema';
import type { FormSchema } from './schema-rules';
import { SingleStepForm } from './single-step-form.client';
import { useSingleStepForm, type SingleStepProps } from './use-single-step-form';
import { SuccessPanel } from './success-panel.client';
import type { EndpointInfo } from './use-form-submission';

type EnquiryNamespace = 'SmeLoanPage.enquiry' | 'OwnerLoan.enquiry';

/** The page's plain-post state (action, key, token, times, posted answer) and the form's parts. */
export type PlainEnquiryProps<V extends FieldValues> = SingleStepProps & {
  defaultValues: DefaultValues<V>;
  schema: () => Promise<FormSchema>;
  endpoint: () => Promise<EndpointInfo>;
  payload: (values: V, locale: AppLocale) => Record<string, unknown>;
  order: readonly [string, ...string[]];
  messages: EnquiryNamespace;
  bounds: { minAmount: number; maxAmount: number };
  applyHref: string;
  consentTexts: ConsentTexts;
  statement?: ReactNode;
  children: ReactNode;
  after?: ReactNode;
  /** Every field whose label says optional, the form's own (email, amount) too: the error summary marks them. */
  optional: readonly string[];
};

/**
 * A short enquiry that works without JavaScript: a plain post to its Action, shown again by the
 * server with values, errors and summary, or its success; with JavaScript, the same markup checks
 * with the API's schema and sends JSON with an Idempotency-Key.
 */
function Enquiry<V extends FieldValues>(props: PlainEnquiryProps<V>) {
  const { locale, posted, bounds } = props;
  const t = useTranslations(props.messages);
  const amounts = {
    min: formatHkd(bounds.minAmount, locale),
    max: formatHkd(bounds.maxAmount, locale),
  };
  const shell = useSingleStepForm<V, { reference: string }>(
    props,
    {
      ...props,
      defaultValues: (posted?.values as DefaultValues<V> | undefined) ?? props.defaultValues,
      label: (name) => t(`fields.${name}` as never),
      summary: { params: amounts, optional: props.optional },
      toast: t('toast'),
    },
    posted?.reference ? { reference: posted.reference } : null,
  );

  return (
    <SingleStepForm
      shell={shell}
      className="relative grid gap-5 sm:grid-cols-2"
      success={({ reference }) => (
        <SuccessPanel
          title={t('success.title')}
          reference={reference}
          onward={{ href: props.applyHref, label: t('success.apply') }}
        >
          <p>{t('success.text')}</p>
        </SuccessPanel>
      )}
    >
      <TextField name="name" label={t('fields.name')} autoComplete="name" />
      <PhoneField name="mobile" label={t('fields.mobile')} hint={t('fields.mobile_hint')} />
      <EmailField name="email" optional label={t('fields.email')} />
      {props.children}
      <TextField
        name="loan_amount"
        inputMode="numeric"
        maxLength={12}
        optional
        label={t('fields.loan_amount')}
        hint={t('fields.loan_amount_hint', amounts)}
        errorParams={amounts}
      />
      {props.after}
      <ConsentAndSend {...props} shell={shell} action={t('submit')} />
    </SingleStepForm>
  );
}

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

type Own = 'endpoint' | 'messages' | 'applyHref';
type Translate = ReturnType<typeof useTranslations>;

/**
 * A loan product's enquiry island, with and without JavaScript: the form kit's enquiry
 * (name, mobile, email, amount, consents) with the product's own `fields` (before the amount) and
 * `after` it, checked with the API's schema for the page's range. `schema` and `endpoint` load the
 * API's modules (and zod) at the first check, not with the page.
 */
export function loanEnquiryIsland<T extends Inputs>(
  form: Pick<PlainEnquiryProps<ValuesOf<T>>, Own> & {
    /** The product's table (loanEnquiryForm): values, order, payload, the fields labelled optional. */
    enquiry: LoanEnquiryForm<T>;
    schema: () => Promise<(range: Range) => FormSchema>;
    fields: (t: Translate) => ReactNode;
    after?: (t: Translate) => ReactNode;
  },
) {
  const { schema: load, fields, after, enquiry, ...own } = form;
  const { inputs, ...derived } = enquiry;
  function LoanEnquiry(props: EnquiryIslandProps) {
    const t = useTranslations(form.messages);
    const schema = useMemo(() => rangedSchema(load, props.range), [props.range]);
    return (
      <Enquiry<ValuesOf<T>>
        {...props}
        {...own}
        {...derived}
        defaultValues={emptyValues(inputs) as DefaultValues<ValuesOf<T>>}
        schema={schema}
        bounds={props.range}
        after={after?.(t)}
      >
        {fields(t)}
      </Enquiry>
    );
  }
  return formIsland(LoanEnquiry);
}
