import type { ReactNode } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import { useTranslations } from 'use-intl';
import type { AppLocale } from '@/config/locales';
import { formatHkd } from '@/i18n/format';
import { ConsentAndSend, type ConsentTexts } from './consent-fields.client';
import { EmailField, PhoneField, TextField } from './fields.client';
import { FormToastProvider } from './form-toast.client';
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

/**
 * A short enquiry that works without JavaScript: a plain post to its Action, shown again by the
 * server with values, errors and summary, or its success; with JavaScript, the same markup checks
 * with the API's schema and sends JSON with an Idempotency-Key.
 */
export function PlainEnquiryForm<V extends FieldValues>(props: PlainEnquiryProps<V>) {
  return (
    <FormToastProvider>
      <Enquiry {...props} />
    </FormToastProvider>
  );
}
