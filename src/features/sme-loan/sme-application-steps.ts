import {
  askedIf,
  consentInputs,
  choicesInput,
  emptyValues,
  numberInput,
  textInput,
  yesNoInput,
  type ValuesOf,
  localeForm,
  type LocaleFormInputs,
} from '@/components/forms/form-inputs';
import { choices } from '@/components/forms/form-values';
import { stepOfField as stepOf } from '@/components/forms/form-steps';
import { defaultSmeLoanProduct } from './loan-products';
import type { smeApplicationFields } from './sme-loan-schema';

const otherText = (channel: 'online' | 'offline') =>
  askedIf((source) => choices(source[channel]).includes('other'), textInput('hidden'));

/** How each field of the schema is asked: what its input holds and how it is sent and reviewed. */
export const smeApplicationInputs = {
  title: textInput('title'),
  name: textInput(),
  first_name: textInput(),
  last_name: textInput(),
  mobile: textInput(),
  email: textInput(),
  job_title: textInput(),
  company_name: textInput(),
  company_type: textInput('option'),
  company_address: textInput(),
  company_tel: textInput(),
  premises_ownership: textInput('option'),
  commencement_year: numberInput(),
  industry: textInput('option'),
  has_pos: yesNoInput,
  // Typed text of a hidden question is kept in the form but never sent.
  pos_model: askedIf((answers) => answers.has_pos === 'yes', textInput()),
  br: textInput(),
  ci: textInput(),
  has_other_bank_sme_loan: yesNoInput,
  loan_amount: numberInput('money'),
  repayment_period: numberInput(),
  loan_purpose: textInput('option'),
  source_of_awareness: {
    online: choicesInput,
    online_other: otherText('online'),
    offline: choicesInput,
    offline_other: otherText('offline'),
  },
  ...consentInputs,
} satisfies LocaleFormInputs<typeof smeApplicationFields, 'product_type'>;

/** What the inputs hold; `smeApplicationPayload` turns it into the API's request body. */
export type SmeApplicationValues = ValuesOf<typeof smeApplicationInputs>;

export const emptySmeApplication: SmeApplicationValues = emptyValues(smeApplicationInputs);

type Key = keyof typeof smeApplicationInputs;

/** The steps of spec section 3's form, each with its fields in page order (top-level keys). */
export const smeApplicationSteps = [
  {
    id: 'applicant',
    fields: ['title', 'name', 'first_name', 'last_name', 'mobile', 'email', 'job_title'],
  },
  {
    id: 'company',
    fields: [
      'company_name',
      'company_type',
      'company_address',
      'company_tel',
      'premises_ownership',
      'commencement_year',
      'br',
      'ci',
    ],
  },
  { id: 'business', fields: ['industry', 'has_pos', 'pos_model', 'has_other_bank_sme_loan'] },
  { id: 'loan', fields: ['loan_amount', 'repayment_period', 'loan_purpose'] },
  { id: 'source', fields: ['source_of_awareness'] },
  { id: 'review', fields: ['agree_tnc', 'agree_direct_marketing'] },
] as const satisfies readonly { id: string; fields: readonly Key[] }[];

export type SmeStepId = (typeof smeApplicationSteps)[number]['id'];

/** Every field path in page order, the nested ones where their inputs are: where focus goes first. */
export const smeFieldOrder: string[] = smeApplicationSteps.flatMap((step) =>
  step.fields.flatMap((key) => {
    const input = smeApplicationInputs[key];
    return 'read' in input ? [key] : [key, ...Object.keys(input).map((inner) => `${key}.${inner}`)];
  }),
);

/** The step that holds a field path (server codes come as paths); the last step for anything else. */
export const stepOfField = (path: string) => stepOf(smeApplicationSteps, path);

/** The step groups the resolver checks one at a time. */
export const smeStepGroups = smeApplicationSteps.map((step) => step.fields);

/** The API's request body for the typed values (the product is the form's own, never asked). */
export const smeApplicationPayload = localeForm(smeApplicationInputs, {
  product_type: defaultSmeLoanProduct,
}).payload;

/** The name the application's draft is kept under in this tab (use-form-draft.ts, form-resume.ts). */
export const smeApplicationDraft = 'sme-application';
