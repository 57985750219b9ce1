import { z } from '@/lib/zod';
import {
  accessTokenSchema,
  agreeDirectMarketing,
  agreeTnc,
  email,
  hkMobile,
  locale,
  personName,
  shortText,
} from '@/server/submissions/common-fields';
import { crossRule, stepSchema, withRules, type FormSchema } from '@/components/forms/schema-rules';
import { titles } from '@/features/sme-loan/sme-loan-options';
import type { LoanRange } from '@/features/loan-calculator/loan-terms';
import { employmentTypes, ownerLoanPurposes, propertyTypes } from './owner-loan-options';

const published = "within the product's published range (its content entry)";

/** A whole number within [min, max]; without them (the documented contract) any positive one. */
const bounded = (min: number | undefined, max: number | undefined, what: string) =>
  min === undefined || max === undefined
    ? z
        .number()
        .int()
        .positive()
        .meta({ description: `${what}, ${published}.` })
    : z
        .number()
        .int()
        .min(min, { error: 'below_product_minimum' })
        .max(max, { error: 'above_product_maximum' });
const amount = (range?: LoanRange) => bounded(range?.minAmount, range?.maxAmount, 'HKD');
const months = (range?: LoanRange) => bounded(range?.minMonths, range?.maxMonths, 'Months');

const enquiry = (range?: LoanRange) =>
  z.strictObject({
    name: personName,
    mobile: hkMobile,
    email: email.optional(),
    property_district: shortText(60).optional(),
    loan_amount: amount(range).optional(),
    agree_tnc: agreeTnc,
    agree_direct_marketing: agreeDirectMarketing,
    locale,
  });
/** The enquiry with its amount checked against the product's published range. */
export const ownerLoanEnquirySchema = (range: LoanRange) => enquiry(range);
/** The contract the API documents: the range is the content store's, judged per request by the route. */
export const ownerLoanEnquiryContract = enquiry();
export const ownerLoanEnquiryForm = (range: LoanRange): FormSchema => ({
  whole: ownerLoanEnquirySchema(range),
});

/** Step 1, which creates the application: who applies, and the consents. */
export const ownerLoanApplicationSchema = z.strictObject({
  title: z.enum(titles).optional(),
  name: personName,
  mobile: hkMobile,
  email,
  enquiry_reference: z
    .string()
    .regex(/^PLE-[0-9A-Z]{5}-[0-9A-Z]{5}$/)
    .optional(),
  agree_tnc: agreeTnc,
  agree_direct_marketing: agreeDirectMarketing,
  locale,
});

const propertyFields = z.strictObject({
  district: shortText(60),
  address: shortText(300),
  estate: shortText(100).optional(),
  property_type: z.enum(propertyTypes),
  ownership: z.enum(['sole', 'joint']),
  has_mortgage: z.boolean(),
  outstanding_mortgage: z.number().int().min(0).optional(),
});
const propertyStep = withRules(propertyFields, [
  crossRule<z.output<typeof propertyFields>>(
    ['has_mortgage', 'outstanding_mortgage'],
    (value, issue) => {
      if (value.has_mortgage && value.outstanding_mortgage === undefined)
        issue(['outstanding_mortgage'], 'required');
    },
  ),
]);

const loanStep = (range?: LoanRange) =>
  z.strictObject({
    amount: amount(range),
    tenor_months: months(range),
    purpose: z.enum(ownerLoanPurposes),
  });

const incomeStep = z.strictObject({
  employment_type: z.enum(employmentTypes),
  monthly_income: z.number().int().min(0).max(100_000_000),
});

export const ownerLoanSteps = ['property', 'loan', 'income'] as const;

const update = (range?: LoanRange) =>
  z
    .strictObject({
      applicationToken: accessTokenSchema,
      property: propertyStep.optional(),
      loan: loanStep(range).optional(),
      income: incomeStep.optional(),
      submit: z.boolean().default(false),
    })
    .meta({
      description:
        'After submission any further update is refused with 409 application_already_submitted.',
    });
/** Later steps, saved one by one; `submit: true` hands the application in once every step is there. */
export const ownerLoanUpdateSchema = (range: LoanRange) => update(range);
/** The contract the API documents: the loan step's range is the content store's, judged per request. */
export const ownerLoanUpdateContract = update();

/** The later steps as their form checks them: each one alone (`pick`), or all three. */
export const ownerLoanDetailsForm = (range: LoanRange): FormSchema => ({
  whole: stepSchema(ownerLoanUpdateSchema(range), [], ownerLoanSteps),
  step: (keys) => stepSchema(ownerLoanUpdateSchema(range), [], keys),
});

export type OwnerLoanEnquiry = z.output<typeof ownerLoanEnquiryContract>;
export type OwnerLoanApplication = z.output<typeof ownerLoanApplicationSchema>;
export type OwnerLoanUpdate = z.output<typeof ownerLoanUpdateContract>;

export const ownerLoanProgressSchema = z.object({
  reference: z.string(),
  status: z.enum(['draft', 'submitted']),
  completedSteps: z.array(z.enum(ownerLoanSteps)),
  missingSteps: z.array(z.enum(ownerLoanSteps)),
});

export const ownerLoanStartedSchema = ownerLoanProgressSchema.extend({
  applicationToken: accessTokenSchema.meta({
    description: 'Keep it to save the next steps; it is the only way back to this application.',
  }),
});
