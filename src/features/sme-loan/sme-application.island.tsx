import { useLocale, useTranslations } from 'use-intl';
import { useMemo, useState } from 'react';
import { ConsentFields } from '@/components/forms/consent-fields.client';
import { useSentAnswer } from '@/components/forms/sent-answer';
import { focusField } from '@/components/forms/focus-first-error';
import { formIsland } from '@/components/forms/form-island.client';
import { inGroup } from '@/components/forms/form-steps';
import { StepForm, type StepApplicationProps } from '@/components/forms/step-form.client';
import type { FieldCodes } from '@/components/forms/submit-client';
import {
  checkFields,
  fieldsPass,
  showServerErrors,
  useStepForm,
  useStepValues,
} from '@/components/forms/use-step-form';
import { rangedSchema } from '@/components/forms/ranged-schema';
import type { LoanRange } from '@/features/loan-calculator/loan-terms';
import { stepFields } from './sme-company-fields.client';
import { SmeApplicationReview } from './sme-application-review.client';
import { SmeApplicationSuccess } from './sme-application-success.client';
import {
  emptySmeApplication,
  smeApplicationDraft,
  smeApplicationPayload,
  smeApplicationSteps,
  smeFieldOrder,
  smeStepGroups,
  stepOfField,
  type SmeApplicationValues,
} from './sme-application-steps';

// The API's schema and endpoints bring zod: loaded at the first check, not with the page.
const schemaFor = () => import('./sme-loan-schema').then((m) => m.smeApplicationForm);
const setup = {
  payload: smeApplicationPayload,
  groups: smeStepGroups,
  draft: smeApplicationDraft,
};
const endpoints = () => import('./sme-loan-endpoints');
const fieldsOf = (step: number) => smeApplicationSteps[step]!.fields;

/**
 * `seed`: answers the eligibility pre-check carried in the address (business facts only); `range`:
 * the product's published range (its content entry, read by the page).
 */
type Props = StepApplicationProps & { seed?: Partial<SmeApplicationValues>; range: LoanRange };

function ApplicationForm({ consentTexts, minFillMs, formToken, statement, seed, range }: Props) {
  const t = useTranslations('SmeApplication');
  const forms = useTranslations('Forms');
  const locale = useLocale();
  // The form starts with the pre-check's answers filled in; a draft in this tab still wins.
  const values = useMemo(
    () => ({
      ...setup,
      schema: rangedSchema(schemaFor, range),
      empty: { ...emptySmeApplication, ...seed },
    }),
    [seed, range],
  );
  const { form, draft } = useStepValues<SmeApplicationValues>(values, locale);
  const shell = useStepForm({
    minFillMs,
    last: smeApplicationSteps.length - 1,
    complete: (index) => fieldsPass(form, fieldsOf(index)),
    hasInput: draft.hasInput,
  });
  const { step, go, last, submission } = shell;
  const [working, setWorking] = useState<'checking' | 'sending' | null>(null);
  const [reference, setReference] = useState<string | null>(null);
  const keep = useSentAnswer<{ reference: string }>((kept) => setReference(kept.reference));

  /** Shows the step that holds `name` and puts focus on that field. */
  const goToField = (name: string) => {
    go(stepOfField(name));
    focusField(name);
  };
  const refused = (fields: FieldCodes) =>
    showServerErrors(form, fields, smeFieldOrder, goToField, 'agree_tnc');

  const next = async () => {
    const fields = fieldsOf(step);
    const order = smeFieldOrder.filter((name) => inGroup(name, fields));
    if (await checkFields(form, fields, order)) go(step + 1);
  };

  const finish = async () => {
    if (working) return;
    setWorking('checking');
    try {
      if (!(await checkFields(form, undefined, smeFieldOrder, goToField, 'agree_tnc'))) return;
      const payload = smeApplicationPayload(form.getValues(), locale);
      const api = await endpoints();
      const checked = await submission.send(api.smeLoanApplicationValidateEndpoint, payload);
      if (!checked?.ok) {
        if (checked?.reason === 'invalid') refused(checked.fields);
        return;
      }
      setWorking('sending');
      const sent = await submission.send<{ reference: string }>(
        api.smeLoanApplicationEndpoint,
        payload,
      );
      if (sent?.ok) {
        draft.clear();
        setReference(sent.data.reference);
        keep({ reference: sent.data.reference });
        shell.toast(t('toast.sent'));
      } else if (sent?.reason === 'invalid') refused(sent.fields);
    } finally {
      setWorking(null);
    }
  };

  if (reference) return <SmeApplicationSuccess reference={reference} />;

  const Fields = stepFields[step];
  return (
    <StepForm
      shell={shell}
      form={form}
      testId="sme-application-fields"
      formToken={formToken}
      steps={smeApplicationSteps.map((item) => t(`steps.${item.id}`))}
      onSubmit={step === last ? finish : next}
      footer={{
        action: t('submit'),
        checking: working === 'checking',
        label: step === last ? t('submit') : forms('buttons.next'),
        busy: step === last && working !== null,
        busyLabel: step === last && working === 'checking' ? forms('buttons.checking') : undefined,
      }}
    >
      {Fields ? <Fields range={range} /> : null}
      {step === last ? (
        <div className="space-y-8">
          <SmeApplicationReview values={form.getValues()} onEdit={go} />
          {statement}
          <ConsentFields texts={consentTexts} />
        </div>
      ) : null}
      {step === 0 ? <div className="mt-8">{statement}</div> : null}
    </StepForm>
  );
}

/** The six-step SME loan application, checked by the server before it is sent; its messages only. */
export const SmeApplicationIsland = formIsland(ApplicationForm);
