import { useLocale, useTranslations } from 'use-intl';
import { useMemo, useState, type ReactNode } from 'react';
import { FormProvider, useForm, type Path } from 'react-hook-form';
import { ConsentFields, type ConsentTexts } from '@/components/forms/consent-fields.client';
import { IslandIntl } from '@/i18n/island-intl';
import type { IslandMessages } from '@/components/forms/island-namespaces';
import type { AppLocale } from '@/config/locales';
import { FieldsOnceHydrated } from '@/components/forms/fields-once-hydrated';
import { ErrorSummary } from '@/components/forms/error-summary.client';
import { firstError, focusField, setServerErrors } from '@/components/forms/focus-first-error';
import { useToast } from '@/components/forms/form-toast-context';
import { FormToastProvider } from '@/components/forms/form-toast.client';
import { FormTokenField } from '@/components/forms/form-token-field';
import { Honeypot } from '@/components/forms/honeypot.client';
import { inGroup } from '@/components/forms/form-steps';
import { schemaResolver } from '@/components/forms/schema-resolver';
import { StepHeader } from '@/components/forms/step-header.client';
import type { FieldCodes } from '@/components/forms/submit-client';
import { useFormDraft } from '@/components/forms/use-form-draft';
import { useFormSubmission } from '@/components/forms/use-form-submission';
import { useLeaveGuard } from '@/components/forms/use-leave-guard';
import { useStepHistory } from '@/components/forms/use-step-history';
import { ApplicantFields, LoanFields, SourceFields } from './sme-application-fields.client';
import { BusinessFields, CompanyFields } from './sme-company-fields.client';
import { SmeApplicationReview } from './sme-application-review.client';
import { SmeStepFooter } from './sme-step-footer.client';
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
const schema = () => import('./sme-loan-schema').then((m) => m.smeApplicationForm);
const endpoints = () => import('./sme-loan-endpoints');
const stepFields = [ApplicantFields, CompanyFields, BusinessFields, LoanFields, SourceFields];
const lastStep = smeApplicationSteps.length - 1;

type Props = {
  consentTexts: ConsentTexts;
  minFillMs: number;
  /** The page's form token for the final submission (server/api/form-token.ts). */
  formToken: string;
  statement: ReactNode;
};

function ApplicationForm({ consentTexts, minFillMs, formToken, statement }: Props) {
  const t = useTranslations('SmeApplication');
  const forms = useTranslations('Forms');
  const locale = useLocale();
  const toast = useToast();
  const resolver = useMemo(
    () =>
      schemaResolver<SmeApplicationValues>(
        schema,
        (values) => smeApplicationPayload(values, locale),
        smeStepGroups,
      ),
    [locale],
  );
  const form = useForm<SmeApplicationValues>({
    defaultValues: emptySmeApplication,
    mode: 'onTouched',
    resolver,
    shouldFocusError: false,
  });
  // What was typed survives a reload in this tab.
  const draft = useFormDraft(smeApplicationDraft, form, emptySmeApplication);
  const submission = useFormSubmission({ minFillMs });
  const [step, setStep] = useState(0);
  const go = useStepHistory({
    show: setStep,
    last: lastStep,
    complete: async (index) => {
      const fields = [...smeApplicationSteps[index]!.fields] as Array<Path<SmeApplicationValues>>;
      const passes = await form.trigger(fields);
      if (!passes) form.clearErrors(fields);
      return passes;
    },
  });
  useLeaveGuard(draft.hasInput, forms('leaveQuestion'));
  const [working, setWorking] = useState<'checking' | 'sending' | null>(null);
  const [reference, setReference] = useState<string | null>(null);

  /** Shows the step that holds `name` and puts focus on that field. */
  const goToField = (name: string) => {
    go(stepOfField(name));
    focusField(name);
  };

  const showServerErrors = (fields: FieldCodes) => {
    setServerErrors(form, fields);
    goToField(firstError(smeFieldOrder, form) ?? 'agree_tnc');
  };

  const next = async () => {
    const fields = smeApplicationSteps[step]!.fields;
    if (await form.trigger([...fields] as Array<Path<SmeApplicationValues>>)) {
      go(step + 1);
      return;
    }
    const first = firstError(
      smeFieldOrder.filter((name) => inGroup(name, fields)),
      form,
    );
    if (first) focusField(first);
  };

  const finish = async () => {
    if (working) return;
    setWorking('checking');
    try {
      if (!(await form.trigger())) {
        goToField(firstError(smeFieldOrder, form) ?? 'agree_tnc');
        return;
      }
      const payload = smeApplicationPayload(form.getValues(), locale);
      const api = await endpoints();
      const checked = await submission.send(api.smeLoanApplicationValidateEndpoint, payload);
      if (!checked?.ok) {
        if (checked?.reason === 'invalid') showServerErrors(checked.fields);
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
        toast(t('toast.sent'));
      } else if (sent?.reason === 'invalid') showServerErrors(sent.fields);
    } finally {
      setWorking(null);
    }
  };

  if (reference) return <SmeApplicationSuccess reference={reference} />;

  const Fields = stepFields[step];
  const steps = smeApplicationSteps.map((item) => t(`steps.${item.id}`));
  return (
    <FormProvider {...form}>
      <form
        // Never a GET: whatever is typed goes in a body, never in the URL.
        method="post"
        noValidate
        className="relative"
        onSubmit={(event) => {
          event.preventDefault();
          void (step === lastStep ? finish() : next());
        }}
      >
        <FieldsOnceHydrated testId="sme-application-fields" typingBeforeHydration>
          <StepHeader steps={steps} current={step} />
          <ErrorSummary />
          <Honeypot inputRef={submission.honeypotRef} />
          <FormTokenField token={formToken} />
          {Fields ? <Fields /> : null}
          {step === lastStep ? (
            <div className="space-y-8">
              <SmeApplicationReview values={form.getValues()} onEdit={go} />
              {statement}
              <ConsentFields texts={consentTexts} />
            </div>
          ) : null}
          {step === 0 ? <div className="mt-8">{statement}</div> : null}
          <SmeStepFooter
            state={submission.state}
            working={working}
            last={step === lastStep}
            onBack={step > 0 ? () => go(step - 1) : null}
          />
        </FieldsOnceHydrated>
      </form>
    </FormProvider>
  );
}

/** The six-step SME loan application, checked by the server before it is sent; its messages only. */
export function SmeApplicationIsland({
  locale,
  messages,
  ...props
}: Props & { locale: AppLocale; messages: IslandMessages }) {
  return (
    <IslandIntl locale={locale} messages={messages}>
      <FormToastProvider>
        <ApplicationForm {...props} />
      </FormToastProvider>
    </IslandIntl>
  );
}
