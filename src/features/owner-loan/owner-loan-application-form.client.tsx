import { useLocale, useTranslations } from 'use-intl';
import { useEffect, useState } from 'react';
import { ConsentFields } from '@/components/forms/consent-fields.client';
import { useSentAnswer } from '@/components/forms/sent-answer';
import { StepForm, type StepApplicationProps } from '@/components/forms/step-form.client';
import {
  checkFields,
  fieldsPass,
  showServerErrors,
  useStepForm,
} from '@/components/forms/use-step-form';
import type { LoanRange } from '@/features/loan-calculator/loan-terms';
import { ApplicantStep, detailFields } from './owner-loan-fields.client';
import { OwnerLoanLost, OwnerLoanSuccess } from './owner-loan-outcome.client';
import { OwnerLoanReview } from './owner-loan-review.client';
import * as steps from './owner-loan-steps';
import { useOwnerLoanFormPair } from './owner-loan-form-pair';

// The API's endpoints bring zod: loaded at the first send, not with the page.
const endpoints = () => import('./owner-loan-endpoints');

const { detailSteps } = steps;
type Progress = { reference: string; status: 'draft' | 'submitted'; applicationToken?: string };

export type OwnerLoanApplicationProps = StepApplicationProps & { range: LoanRange };

/** The application's steps (the island, with its messages and toast: owner-loan-application.island.tsx). */
export function OwnerLoanApplicationForm(props: OwnerLoanApplicationProps) {
  const { consentTexts, minFillMs, formToken, statement, range } = props;
  const t = useTranslations('OwnerLoan.application');
  const locale = useLocale();
  const { applicant, applicantDraft, details, detailsDraft } = useOwnerLoanFormPair(locale, range);
  const shell = useStepForm({
    minFillMs,
    last: steps.ownerSteps.length - 1,
    complete: (index) =>
      index === 0 ? fieldsPass(applicant) : fieldsPass(details, [detailSteps[index - 1]!]),
    hasInput: () => applicantDraft.hasInput() || detailsDraft.hasInput(),
  });
  const { step, go, submission, toast } = shell;
  // The token lives only in this page's memory: never in storage or the URL.
  const [started, setStarted] = useState<{ token: string; reference: string } | null>(null);
  const [lost, setLost] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const keep = useSentAnswer<{ reference: string }>(({ reference }) => {
    setStarted({ token: '', reference });
    setSubmitted(true);
  });
  const sentReference = submitted ? started?.reference : undefined;
  useEffect(() => {
    if (sentReference) keep({ reference: sentReference });
  }, [sentReference, keep]);

  const failed = (outcome: Awaited<ReturnType<typeof submission.send>>) => {
    if (outcome && !outcome.ok && outcome.reason === 'rejected' && outcome.code === 'not_found')
      setLost(true);
  };

  /** Starts the application with the applicant's answers; its token is kept only in memory. */
  const begin = async () => {
    const sent = await submission.send<Progress>(
      (await endpoints()).ownerLoanApplicationEndpoint,
      steps.applicantPayload(applicant.getValues(), locale),
    );
    if (sent?.ok) {
      const begun = { token: sent.data.applicationToken ?? '', reference: sent.data.reference };
      setStarted(begun);
      return begun.token;
    }
    if (sent?.reason === 'invalid') {
      go(0);
      showServerErrors(applicant, sent.fields, steps.applicantOrder);
    }
    return null;
  };

  const start = async () => {
    if (!(await checkFields(applicant, undefined, steps.applicantOrder, undefined, 'name'))) return;
    if (!(await begin())) return;
    toast(t('started'));
    go(1);
  };

  // After a reload the token is gone (never stored): the kept answers start the application again,
  // so every update sends all the steps up to the current one.
  const token = async () => started?.token ?? (await begin());
  const stepsUpTo = (count: number) =>
    Object.fromEntries(
      detailSteps
        .slice(0, count)
        .map((name) => [name, steps.stepPayload(details.getValues(), name)]),
    );

  const save = async (name: steps.DetailStep) => {
    if (!(await checkFields(details, [name], steps.detailOrder[name], undefined, name))) return;
    const applicationToken = await token();
    if (!applicationToken) return;
    const body = { applicationToken, ...stepsUpTo(detailSteps.indexOf(name) + 1) };
    const sent = await submission.send<Progress>((await endpoints()).ownerLoanUpdateEndpoint, body);
    if (sent?.ok) {
      toast(t('saved', { step: t(`steps.${name}`) }));
      go(step + 1);
    } else if (sent?.reason === 'invalid')
      showServerErrors(details, sent.fields, steps.detailOrder[name]);
    else failed(sent);
  };

  const submit = async () => {
    const applicationToken = await token();
    if (!applicationToken) return;
    const sent = await submission.send<Progress>((await endpoints()).ownerLoanUpdateEndpoint, {
      applicationToken,
      ...stepsUpTo(detailSteps.length),
      submit: true,
    });
    const already =
      sent?.ok === false &&
      sent.reason === 'rejected' &&
      sent.code === 'application_already_submitted';
    if (sent?.ok || already) {
      applicantDraft.clear();
      detailsDraft.clear();
      setSubmitted(true);
      toast(t('success.title'));
    } else failed(sent);
  };

  if (submitted && started) return <OwnerLoanSuccess reference={started.reference} />;
  if (lost) return <OwnerLoanLost />;

  const detail = step >= 1 && step <= 3 ? detailSteps[step - 1] : null;
  const Fields = step >= 1 && step <= 3 ? detailFields[step - 1] : null;
  const frame = {
    shell,
    testId: 'owner-loan-fields',
    formToken,
    steps: steps.ownerSteps.map((id) => t(`steps.${id}`)),
    onSubmit: () => (step === 0 ? start() : detail ? save(detail) : submit()),
    footer: { action: step === 0 ? t('start') : step === 4 ? t('submit') : t('save') },
    back: step > 1,
  };
  // The fields read the form of the current step: the applicant's on step 0, the details' after it.
  return step === 0 ? (
    <StepForm form={applicant} {...frame}>
      <div className="space-y-8">
        <ApplicantStep />
        {statement}
        <ConsentFields texts={consentTexts} />
      </div>
    </StepForm>
  ) : (
    <StepForm form={details} {...frame}>
      {Fields ? <Fields range={range} /> : null}
      {step === 4 ? (
        <OwnerLoanReview
          applicant={applicant.getValues()}
          details={details.getValues()}
          onEdit={go}
        />
      ) : null}
    </StepForm>
  );
}
