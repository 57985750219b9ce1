import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import type { AppLocale } from '@/config/locales';
import { schemaResolver } from '@/components/forms/schema-resolver';
import { useFormDraft } from '@/components/forms/use-form-draft';
import * as steps from './owner-loan-steps';

// The API's schemas bring zod: loaded at the first check, not with the page.
const schemas = () => import('./owner-loan-schema');

/**
 * The application's two forms: the applicant's (step 1, which starts it) and the later steps'
 * (each saved alone, checked with the update schema picked to it). What was typed survives a reload
 * in this tab.
 */
export function useOwnerLoanFormPair(locale: AppLocale) {
  const applicantResolver = useMemo(
    () =>
      schemaResolver<steps.ApplicantValues>(
        async () => (await schemas()).ownerLoanApplicationSchema,
        (v) => steps.applicantPayload(v, locale),
      ),
    [locale],
  );
  const applicant = useForm<steps.ApplicantValues>({
    defaultValues: steps.emptyApplicant,
    mode: 'onTouched',
    resolver: applicantResolver,
    shouldFocusError: false,
  });
  const applicantDraft = useFormDraft(
    steps.ownerLoanDrafts.applicant,
    applicant,
    steps.emptyApplicant,
  );
  const detailResolver = useMemo(
    () =>
      schemaResolver<steps.DetailValues>(
        async () => (await schemas()).ownerLoanDetailsForm,
        steps.detailsPayload,
        steps.detailGroups,
      ),
    [],
  );
  const details = useForm<steps.DetailValues>({
    defaultValues: steps.emptyDetails,
    mode: 'onTouched',
    resolver: detailResolver,
    shouldFocusError: false,
  });
  const detailsDraft = useFormDraft(steps.ownerLoanDrafts.details, details, steps.emptyDetails);
  return { applicant, applicantDraft, details, detailsDraft };
}
