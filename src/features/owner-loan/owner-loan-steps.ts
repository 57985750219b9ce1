import type { z } from 'zod';
import {
  askedIf,
  consentInputs,
  emptyValues,
  fieldOrder,
  numberInput,
  payloadOf,
  textInput,
  yesNoInput,
  type InputsFor,
  type ValuesOf,
  localeForm,
  type LocaleFormInputs,
} from '@/components/forms/form-inputs';
import type { ownerLoanApplicationSchema, ownerLoanUpdateContract } from './owner-loan-schema';

type Details = Pick<z.input<typeof ownerLoanUpdateContract>, DetailStep>;

/** Step 1's fields as they are asked, in page order (`enquiry_reference` comes from a link, not typed). */
export const applicantInputs = {
  title: textInput('title'),
  name: textInput(),
  mobile: textInput(),
  email: textInput(),
  ...consentInputs,
} satisfies LocaleFormInputs<typeof ownerLoanApplicationSchema, 'enquiry_reference'>;

/** The later steps, each a group of the update request, fields in page order. */
export const detailInputs = {
  property: {
    district: textInput(),
    estate: textInput(),
    address: textInput(),
    property_type: textInput('option'),
    ownership: textInput('option'),
    has_mortgage: yesNoInput,
    outstanding_mortgage: askedIf((p) => p.has_mortgage === 'yes', numberInput('money')),
  },
  loan: {
    amount: numberInput('money'),
    tenor_months: numberInput(),
    purpose: textInput('option'),
  },
  income: {
    employment_type: textInput('option'),
    monthly_income: numberInput('money'),
  },
} satisfies InputsFor<Details>;

export type ApplicantValues = ValuesOf<typeof applicantInputs>;
export type DetailValues = ValuesOf<typeof detailInputs>;

export const emptyApplicant: ApplicantValues = emptyValues(applicantInputs);
export const emptyDetails: DetailValues = emptyValues(detailInputs);

export type DetailStep = 'property' | 'loan' | 'income';

export const ownerSteps = ['applicant', 'property', 'loan', 'income', 'review'] as const;
export const detailSteps = ['property', 'loan', 'income'] as const satisfies DetailStep[];

export const { order: applicantOrder, payload: applicantPayload } = localeForm(applicantInputs);
export const detailOrder = Object.fromEntries(
  detailSteps.map((step) => [step, fieldOrder(detailInputs[step]).map((f) => `${step}.${f}`)]),
) as Record<DetailStep, string[]>;

/** One step of the update request body. */
export const stepPayload = (values: DetailValues, step: DetailStep): Record<string, unknown> =>
  payloadOf(detailInputs[step], values[step]);

/** The steps' answers as the update request holds them (the resolver checks one step of it). */
export const detailsPayload = (values: DetailValues) =>
  Object.fromEntries(detailSteps.map((step) => [step, stepPayload(values, step)]));

/** The groups the details' resolver checks one at a time. */
export const detailGroups = detailSteps.map((step) => [step]);

/** The names the application's drafts are kept under in this tab (use-form-draft.ts, form-resume.ts). */
export const ownerLoanDrafts = { applicant: 'owner-loan-applicant', details: 'owner-loan-details' };
