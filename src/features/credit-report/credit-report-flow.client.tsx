import { useLocale, useTranslations } from 'use-intl';
import { formatHkCalendarDate } from '@/i18n/format';
import { useState, type ReactNode } from 'react';
import { CheckboxField } from '@/components/forms/choice-fields.client';
import { shownState } from '@/components/forms/plain-post-fields.client';
import type { PlainPostState } from '@/components/forms/posted-form';
import { type Failure, failureOf } from '@/components/forms/failure';
import { SingleStepForm, SingleStepSend } from '@/components/forms/single-step-form.client';
import { useSingleStepForm } from '@/components/forms/use-single-step-form';
import { submitJson } from '@/components/forms/submit-client';
import { SuccessPanel } from '@/components/forms/success-panel.client';
import { CreditReportHandoff } from './credit-report-handoff.client';
import {
  creditReportConsentPayload as payload,
  type CreditReportConsentValues as Values,
} from './credit-report-inputs';
import type { TermsText } from './credit-report-terms';
import { CreditReportTermsView } from './credit-report-terms-view';
import { TermsLoadFailure } from './terms-load-failure.client';

// The API's schema and endpoints bring zod: loaded at the first check or send, not with the page.
const endpoints = () => import('./credit-report-endpoints');
const schema = () => import('./credit-report-schema').then((m) => m.termsAgreeSchema);
const agreeEndpoint = () => endpoints().then((m) => m.termsAgreeEndpoint);

type Terms = TermsText & { version: string; effectiveDate: string };
type Consent = { consentReference: string };

/** Newer terms, after the API said the ones shown are outdated; not ok when they fail to load. */
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

/** Its plain post is Action `actions.creditReportConsent` (the error, or the consent's reference). */
export type CreditReportFlowProps = {
  /** The version of the terms the page shows. */
  termsVersion: string;
  /** The terms, rendered on the server (a named slot): readable before and without JavaScript. */
  terms?: ReactNode;
  /** After a plain post that recorded the consent: the hand-off QR code, drawn on the server. */
  qrSvg?: string;
} & PlainPostState;

/** Free smart credit report: the terms in the visitor's language, an explicit agreement, then the app. */
export function CreditReportFlow(props: CreditReportFlowProps) {
  const { posted } = props;
  const t = useTranslations('CreditReportFlow');
  const locale = useLocale();
  const outdatedPost = posted?.failure?.code === 'terms_version_outdated';
  const [fresh, setFresh] = useState<Terms | null>(null);
  const [loadFailure, setLoadFailure] = useState<Failure | null>(null);
  const [outdated, setOutdated] = useState(outdatedPost);
  const version = fresh?.version ?? props.termsVersion;
  const shell = useSingleStepForm<Values, Consent>(
    // The agreement has no bot check: no minimum fill time to wait for.
    { ...props, locale, minFillMs: 0 },
    {
      defaultValues: { version: props.termsVersion, agree: false },
      schema,
      endpoint: agreeEndpoint,
      payload,
      order: ['agree'],
      label: () => t('agreeName'),
      toast: t('toast'),
    },
    posted?.reference ? { consentReference: posted.reference } : null,
  );
  const { form, submission } = shell;

  const load = async () => {
    const outcome = await fetchTerms(locale);
    setLoadFailure(outcome.ok ? null : failureOf(outcome));
    if (outcome.ok) setFresh(outcome.data);
  };

  const onValid = async () => {
    const sent = await submission.send<Consent>(
      await agreeEndpoint(),
      payload({ version, agree: true }, locale),
    );
    if (sent?.ok) shell.answered(sent.data);
    else if (sent && !sent.ok && sent.code === 'terms_version_outdated') {
      setOutdated(true);
      form.reset({ version, agree: false });
      submission.clearFailure();
      await load();
    }
  };

  return (
    <SingleStepForm
      shell={shell}
      className="space-y-5"
      honeypot={false}
      onValid={onValid}
      success={(consent) => (
        <SuccessPanel title={t('recorded')} reference={consent.consentReference}>
          <CreditReportHandoff consentReference={consent.consentReference} qrSvg={props.qrSvg} />
        </SuccessPanel>
      )}
    >
      {fresh ? (
        <CreditReportTermsView
          terms={fresh}
          regionLabel={t('termsRegion')}
          effective={t('effective', { date: formatHkCalendarDate(fresh.effectiveDate, locale) })}
        />
      ) : (
        props.terms
      )}
      {loadFailure ? <TermsLoadFailure failure={loadFailure} onRetry={() => void load()} /> : null}
      {outdated ? (
        <p role="alert" className="rounded-md border-l-4 border-amber-600 bg-amber-50 p-4">
          {t('outdated')}
        </p>
      ) : null}
      <input type="hidden" name="version" value={version} />
      <CheckboxField name="agree" label={t('agree')} summaryName={t('agreeName')} />
      <SingleStepSend
        shell={shell}
        action={t('submit')}
        state={shownState(submission.state, outdatedPost ? undefined : posted)}
      />
    </SingleStepForm>
  );
}
