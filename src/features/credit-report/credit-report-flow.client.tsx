'use client';

import { useLocale, useTranslations } from 'use-intl';
import { formatHkCalendarDate } from '@/i18n/format';
import { useEffect, useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { ErrorSummary } from '@/components/forms/error-summary.client';
import { CheckboxField } from '@/components/forms/choice-fields.client';
import { focusField } from '@/components/forms/focus-first-error';
import { FormToastProvider, useToast } from '@/components/forms/form-toast.client';
import { schemaResolver } from '@/components/forms/schema-resolver';
import { type Failure, failureOf } from '@/components/forms/failure';
import { SubmissionStatus, SubmitButton } from '@/components/forms/submission-status.client';
import { submitJson } from '@/components/forms/submit-client';
import { SuccessPanel } from '@/components/forms/success-panel.client';
import { useFormSubmission } from '@/components/forms/use-form-submission';
import { CreditReportHandoff } from './credit-report-handoff.client';
import { TermsLoadFailure } from './terms-load-failure.client';

// The API's schema and endpoints bring zod: loaded with the terms, once the page is interactive.
const endpoints = () => import('./credit-report-endpoints');
const schema = () => import('./credit-report-schema').then((m) => m.termsAgreeSchema);

/** The terms in the page's language; not ok when they, or the code that asks for them, fail to load. */
const fetchTerms = (locale: string) =>
  endpoints().then(
    (m) => submitJson<Terms>({ url: m.termsEndpoint.path, body: { locale } }),
    // The code did not arrive: as good as offline.
    () =>
      ({
        ok: false,
        reason: 'unavailable',
        status: null,
        code: null,
        retryAfterSeconds: null,
      }) as const,
  );

type Terms = {
  version: string;
  effectiveDate: string;
  title: string;
  sections: Array<{ heading: string; body: string[] }>;
};
type Consent = { consentReference: string };

function TermsText({ terms }: { terms: Terms }) {
  const t = useTranslations('CreditReportFlow');
  const locale = useLocale();
  const date = formatHkCalendarDate(terms.effectiveDate, locale);
  return (
    <div
      role="region"
      aria-label={t('termsRegion')}
      // A scrolling region takes the focus, so a keyboard can scroll it (axe: scrollable-region-focusable).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="max-h-96 overflow-y-auto rounded-lg border border-slate-300 bg-white p-4 focus:outline-2 focus:outline-brand-700"
      data-testid="terms"
    >
      <h3 className="text-lg font-semibold">{terms.title}</h3>
      <p className="text-sm text-slate-600">{t('effective', { date })}</p>
      {terms.sections.map((section) => (
        <section key={section.heading} className="mt-4">
          <h4 className="font-semibold">{section.heading}</h4>
          {section.body.map((paragraph) => (
            <p key={paragraph} className="mt-2 leading-7 text-slate-700">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
    </div>
  );
}

function Flow() {
  const t = useTranslations('CreditReportFlow');
  const locale = useLocale();
  const toast = useToast();
  const [terms, setTerms] = useState<Terms | null>(null);
  const [loadFailure, setLoadFailure] = useState<Failure | null>(null);
  const [outdated, setOutdated] = useState(false);
  const [consent, setConsent] = useState<Consent | null>(null);
  const submission = useFormSubmission({ minFillMs: 0 });
  // The version sent is the one shown; the check only needs the box ticked.
  const resolver = useMemo(
    () =>
      schemaResolver<{ agree: boolean }>(schema, (values) => ({
        version: 'shown',
        locale,
        agree: values.agree === true,
      })),
    [locale],
  );
  const form = useForm<{ agree: boolean }>({
    defaultValues: { agree: false },
    mode: 'onTouched',
    resolver,
    shouldFocusError: false,
  });

  const show = (outcome: Awaited<ReturnType<typeof fetchTerms>>) => {
    setLoadFailure(outcome.ok ? null : failureOf(outcome));
    if (outcome.ok) setTerms(outcome.data);
  };
  const load = async () => show(await fetchTerms(locale));
  useEffect(() => {
    let live = true;
    void fetchTerms(locale).then((outcome) => {
      if (live) show(outcome);
    });
    return () => {
      live = false;
    };
  }, [locale]);

  const onValid = async () => {
    if (!terms) return;
    const sent = await submission.send<Consent>((await endpoints()).termsAgreeEndpoint, {
      version: terms.version,
      locale,
      agree: true,
    });
    if (sent?.ok) {
      setConsent(sent.data);
      toast(t('toast'));
    } else if (
      sent &&
      !sent.ok &&
      sent.reason === 'rejected' &&
      sent.code === 'terms_version_outdated'
    ) {
      setOutdated(true);
      form.reset({ agree: false });
      submission.clearFailure();
      await load();
    }
  };

  if (consent)
    return (
      <SuccessPanel title={t('recorded')} reference={consent.consentReference}>
        <CreditReportHandoff consentReference={consent.consentReference} />
      </SuccessPanel>
    );
  if (!terms)
    return loadFailure ? (
      <TermsLoadFailure failure={loadFailure} onRetry={() => void load()} />
    ) : (
      <p role="status">{t('loading')}</p>
    );
  return (
    <FormProvider {...form}>
      <form
        // Sent before the page is interactive, typed values go in a body, never in the URL.
        method="post"
        noValidate
        className="space-y-5"
        onSubmit={(event) => void form.handleSubmit(onValid, () => focusField('agree'))(event)}
      >
        <ErrorSummary />
        <TermsText terms={terms} />
        {outdated ? (
          <p role="alert" className="rounded-md border-l-4 border-amber-600 bg-amber-50 p-4">
            {t('outdated')}
          </p>
        ) : null}
        <CheckboxField name="agree" label={t('agree')} />
        <SubmissionStatus state={submission.state} action={t('submit')} />
        <SubmitButton busy={submission.busy}>{t('submit')}</SubmitButton>
      </form>
    </FormProvider>
  );
}

/** Free smart credit report: the terms in the visitor's language, an explicit agreement, then the app. */
export function CreditReportFlow() {
  return (
    <FormToastProvider>
      <Flow />
    </FormToastProvider>
  );
}
