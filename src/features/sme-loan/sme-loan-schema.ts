import { z } from '@/lib/zod';
import { crossRule, stepSchema, withRules, type FormSchema } from '@/components/forms/schema-rules';
import {
  agreeDirectMarketing,
  agreeTnc,
  currentHongKongYear,
  email,
  englishName,
  hkMobile,
  hkPhone,
  locale,
  oneLineText,
  personName,
  shortText,
} from '@/server/submissions/common-fields';
import type { LoanRange } from '@/features/loan-calculator/loan-terms';
import { amountRule, loanAmount, monthsRule, productType } from './sme-loan-bounds';
import {
  companyTypes,
  contactTimes,
  industries,
  loanPurposes,
  offlineSources,
  onlineSources,
  premisesOwnerships,
  titles,
} from './sme-loan-options';

/** The short enquiry (a call-back request): its fields, declared once for the API and the form. */
export const smeEnquiryFields = z.strictObject({
  title: z.enum(titles).optional(),
  name: personName,
  mobile: hkMobile,
  email: email.optional(),
  company_name: shortText(200).optional(),
  loan_amount: loanAmount.optional(),
  preferred_contact_time: z.enum(contactTimes).default('any'),
  product_type: productType,
  agree_tnc: agreeTnc,
  agree_direct_marketing: agreeDirectMarketing,
  locale,
});

/** The enquiry with the amount checked against the product's published range. */
export const smeLoanEnquirySchema = (range: LoanRange) =>
  withRules(smeEnquiryFields, [amountRule(range)]);
export const smeEnquiryForm = (range: LoanRange): FormSchema => ({
  whole: smeLoanEnquirySchema(range),
});

const sourceOfAwareness = z
  .strictObject({
    online: z.array(z.enum(onlineSources)).max(onlineSources.length).default([]),
    online_other: shortText(100).optional(),
    offline: z.array(z.enum(offlineSources)).max(offlineSources.length).default([]),
    offline_other: shortText(100).optional(),
  })
  .meta({
    description:
      'At least one choice, online or offline; `*_other` text is required with, and only with, "other".',
  });

const rules = [
  'pos_model is required when has_pos is true and must be empty otherwise.',
  'ci (company registration number) is required for a limited company.',
  'loan_amount and repayment_period must lie within the published range of product_type (its content entry; 422 below_product_minimum or above_product_maximum).',
  'commencement_year may not be later than the current year in Hong Kong.',
  'source_of_awareness needs at least one choice; "other" needs its text.',
  'agree_tnc must be true; agree_direct_marketing is a separate, optional consent.',
];

/** The full application: every field of spec section 3, declared once for the API and the form. */
export const smeApplicationFields = z.strictObject({
  title: z.enum(titles),
  name: personName.optional().meta({ description: 'Full name in Chinese, if any.' }),
  first_name: englishName,
  last_name: englishName,
  mobile: hkMobile,
  email,
  job_title: shortText(100),
  company_name: shortText(200),
  company_type: z.enum(companyTypes),
  company_address: shortText(300),
  company_tel: hkPhone,
  premises_ownership: z.enum(premisesOwnerships),
  commencement_year: z.number().int().min(1900),
  industry: z.enum(industries),
  has_pos: z.boolean(),
  pos_model: oneLineText(100, 0).optional(),
  br: z
    .string()
    .regex(/^\d{8}$/, { error: 'invalid_br_number' })
    .meta({ description: 'Business Registration number: 8 digits.' }),
  ci: z
    .string()
    .regex(/^\d{7,8}$/, { error: 'invalid_ci_number' })
    .optional()
    .meta({ description: 'Company registration number: 7 or 8 digits.' }),
  has_other_bank_sme_loan: z.boolean(),
  loan_amount: loanAmount,
  repayment_period: z.number().int().positive().meta({
    description: "Months, within the product's published range (its content entry).",
  }),
  loan_purpose: z.enum(loanPurposes),
  product_type: productType,
  source_of_awareness: sourceOfAwareness,
  agree_tnc: agreeTnc,
  agree_direct_marketing: agreeDirectMarketing,
  locale,
});

type Application = z.output<typeof smeApplicationFields>;
const rule = crossRule<Application>;

/** The rules across fields, each checked once its own fields parse; the range ones with `range`. */
export const smeApplicationRules = (range?: LoanRange) => [
  rule(['has_pos', 'pos_model'], (value, issue) => {
    if (value.has_pos && !value.pos_model) issue(['pos_model'], 'required');
    if (!value.has_pos && value.pos_model) issue(['pos_model'], 'not_applicable');
  }),
  rule(['company_type', 'ci'], (value, issue) => {
    if (value.company_type === 'limited_company' && !value.ci) issue(['ci'], 'required');
  }),
  rule(['commencement_year'], (value, issue) => {
    if (value.commencement_year > currentHongKongYear())
      issue(['commencement_year'], 'year_in_future');
  }),
  ...(range ? [amountRule<Application>(range), monthsRule<Application>(range)] : []),
  rule(['source_of_awareness'], (value, issue) => {
    const source = value.source_of_awareness;
    if (source.online.length + source.offline.length === 0)
      issue(['source_of_awareness'], 'required');
    for (const channel of ['online', 'offline'] as const) {
      const chose = (source[channel] as readonly string[]).includes('other');
      const text = source[`${channel}_other`];
      if (chose && !text) issue(['source_of_awareness', `${channel}_other`], 'required');
      if (!chose && text) issue(['source_of_awareness', `${channel}_other`], 'not_applicable');
    }
  }),
];

const described = (range?: LoanRange) =>
  withRules(smeApplicationFields, smeApplicationRules(range)).meta({
    description: `Rules beyond the field types:\n- ${rules.join('\n- ')}`,
  });
/** The application checked against the product's published range (`range`, from its content entry). */
export const smeLoanApplicationSchema = (range: LoanRange) => described(range);
/** The contract the API documents: the range is the content store's, judged per request by the route. */
export const smeApplicationContract = described();

/** The application as its form checks it: whole, or one step (with the product and locale it sends). */
export const smeApplicationForm = (range: LoanRange): FormSchema => ({
  whole: smeLoanApplicationSchema(range),
  step: (keys) =>
    stepSchema(smeApplicationFields, smeApplicationRules(range), [
      ...keys,
      'product_type',
      'locale',
    ]),
});

export type SmeLoanEnquiry = z.output<typeof smeEnquiryFields>;
export type SmeLoanApplication = z.output<typeof smeApplicationFields>;

export const validAnswerSchema = z.object({ valid: z.literal(true) });
