import { useMemo, useState, type ReactNode } from 'react';
import {
  FormProvider,
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
} from 'react-hook-form';
import { useTranslations } from 'use-intl';
import type { AppLocale } from '@/config/locales';
import { formatHkd } from '@/i18n/format';
import { LocaleLink } from '@/i18n/locale-link';
import { ConsentFields, type ConsentTexts } from './consent-fields.client';
import { ErrorSummary } from './error-summary.client';
import { EmailField, PhoneField, TextField } from './fields.client';
import { firstError, focusField, setServerErrors } from './focus-first-error';
import { FormToastProvider, useToast } from './form-toast.client';
import { Honeypot } from './honeypot.client';
import {
  PlainPostFields,
  usePostedErrors,
  shownState,
  usePostedSummary,
} from './plain-post-fields.client';
import type { PlainPostState } from './posted-form';
import { schemaResolver } from './schema-resolver';
import type { FormSchema } from './schema-rules';
import { SubmissionStatus, SubmitButton } from './submission-status.client';
import { SuccessPanel } from './success-panel.client';
import { useFormSubmission, type EndpointInfo } from './use-form-submission';

type EnquiryNamespace = 'SmeLoanPage.enquiry' | 'OwnerLoan.enquiry';

/** The page's plain-post state (action, key, token, times, posted answer) and the form's parts. */
export type PlainEnquiryProps<V extends FieldValues> = PlainPostState & {
  locale: AppLocale;
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
  const { locale, posted, schema, payload, order, messages, bounds } = props;
  const t = useTranslations(messages);
  const toast = useToast();
  const resolver = useMemo(
    () => schemaResolver<V>(schema, (values) => payload(values, locale)),
    [schema, payload, locale],
  );
  const form = useForm<V>({
    defaultValues: (posted?.values as DefaultValues<V> | undefined) ?? props.defaultValues,
    errors: usePostedErrors(posted) as FieldErrors<V> | undefined,
    mode: 'onTouched',
    resolver,
    shouldFocusError: false,
  });
  const submission = useFormSubmission({ minFillMs: props.minFillMs });
  const [reference, setReference] = useState<string | null>(posted?.reference ?? null);
  const amounts = {
    min: formatHkd(bounds.minAmount, locale),
    max: formatHkd(bounds.maxAmount, locale),
  };
  const summary = usePostedSummary(posted, order, (name) => t(`fields.${name}` as never), {
    params: amounts,
    optional: props.optional,
  });
  const focusFirst = () => focusField(firstError(order, form) ?? order[0]);

  const onValid = async (values: V) => {
    const sent = await submission.send<{ reference: string }>(
      await props.endpoint(),
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
          <LocaleLink
            locale={locale}
            href={props.applyHref}
            className="font-semibold text-brand-700 underline underline-offset-2"
          >
            {t('success.apply')}
          </LocaleLink>
        </p>
      </SuccessPanel>
    );

  return (
    <FormProvider {...form}>
      <form
        method="post"
        action={props.action}
        noValidate
        className="relative grid gap-5 sm:grid-cols-2"
        onSubmit={(event) => void form.handleSubmit(onValid, focusFirst)(event)}
      >
        <ErrorSummary initial={summary} />
        <PlainPostFields locale={locale} state={props} />
        <Honeypot inputRef={submission.honeypotRef} />
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
        <div className="space-y-5 sm:col-span-2">
          {props.statement}
          <ConsentFields texts={props.consentTexts} />
          <SubmissionStatus state={shownState(submission.state, posted)} action={t('submit')} />
          <SubmitButton busy={submission.busy}>{t('submit')}</SubmitButton>
        </div>
      </form>
    </FormProvider>
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
