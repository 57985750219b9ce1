import { useMemo } from 'react';
import type { AppLocale } from '@/config/locales';
import { rangedSchema } from '@/components/forms/ranged-schema';
import { useStepValues } from '@/components/forms/use-step-form';
import type { LoanRange } from '@/features/loan-calculator/loan-terms';
import * as steps from './owner-loan-steps';

// The API's schemas bring zod: loaded at the first check, not with the page.
const schemas = () => import('./owner-loan-schema');

const applicantSetup = {
  empty: steps.emptyApplicant,
  schema: async () => (await schemas()).ownerLoanApplicationSchema,
  payload: steps.applicantPayload,
  draft: steps.ownerLoanDrafts.applicant,
};

const detailsSetup = {
  empty: steps.emptyDetails,
  payload: steps.detailsPayload,
  groups: steps.detailGroups,
  draft: steps.ownerLoanDrafts.details,
};

/**
 * The application's two forms: the applicant's (step 1, which starts it) and the later steps'
 * (each saved alone, checked with the update schema picked to it). What was typed survives a reload
 * in this tab. `range`: the loan's published range, as the page read it from the content store.
 */
export function useOwnerLoanFormPair(locale: AppLocale, range: LoanRange) {
  const withRange = useMemo(
    () => ({
      ...detailsSetup,
      schema: rangedSchema(async () => (await schemas()).ownerLoanDetailsForm, range),
    }),
    [range],
  );
  const { form: applicant, draft: applicantDraft } = useStepValues(applicantSetup, locale);
  const { form: details, draft: detailsDraft } = useStepValues(withRange, locale);
  return { applicant, applicantDraft, details, detailsDraft };
}
