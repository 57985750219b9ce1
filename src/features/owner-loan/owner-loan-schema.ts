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
import {
  employmentTypes,
  ownerLoanProduct,
  ownerLoanPurposes,
  propertyTypes,
} from './owner-loan-options';

const amount = z
  .number()
  .int()
  .min(ownerLoanProduct.minAmount, { error: 'below_product_minimum' })
  .max(ownerLoanProduct.maxAmount, { error: 'above_product_maximum' });

export const ownerLoanEnquirySchema = z.strictObject({
  name: personName,
  mobile: hkMobile,
  email: email.optional(),
  property_district: shortText(60).optional(),
  loan_amount: amount.optional(),
  agree_tnc: agreeTnc,
  agree_direct_marketing: agreeDirectMarketing,
  locale,
});
export const ownerLoanEnquiryForm: FormSchema = { whole: ownerLoanEnquirySchema };

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

const loanStep = z.strictObject({
  amount,
  tenor_months: z
    .number()
    .int()
    .min(ownerLoanProduct.minMonths, { error: 'below_product_minimum' })
    .max(ownerLoanProduct.maxMonths, { error: 'above_product_maximum' }),
  purpose: z.enum(ownerLoanPurposes),
});

const incomeStep = z.strictObject({
  employment_type: z.enum(employmentTypes),
  monthly_income: z.number().int().min(0).max(100_000_000),
});

export const ownerLoanSteps = ['property', 'loan', 'income'] as const;

/** Later steps, saved one by one; `submit: true` hands the application in once every step is there. */
export const ownerLoanUpdateSchema = z
  .strictObject({
    applicationToken: accessTokenSchema,
    property: propertyStep.optional(),
    loan: loanStep.optional(),
    income: incomeStep.optional(),
    submit: z.boolean().default(false),
  })
  .meta({
    description:
      'After submission any further update is refused with 409 application_already_submitted.',
  });

/** The later steps as their form checks them: each one alone (`pick`), or all three. */
export const ownerLoanDetailsForm: FormSchema = {
  whole: stepSchema(ownerLoanUpdateSchema, [], ownerLoanSteps),
  step: (keys) => stepSchema(ownerLoanUpdateSchema, [], keys),
};

export type OwnerLoanEnquiry = z.output<typeof ownerLoanEnquirySchema>;
export type OwnerLoanApplication = z.output<typeof ownerLoanApplicationSchema>;
export type OwnerLoanUpdate = z.output<typeof ownerLoanUpdateSchema>;

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
