import type { AppLocale } from '@/config/locales';
import { choices, compact, text, wholeNumber, yesNo } from '@/components/forms/form-values';
import type { RuleCheck } from '@/components/forms/schema-resolver';
import { defaultSmeLoanProduct, smeLoanProducts } from './loan-products';

/** What the inputs hold; `smeApplicationPayload` turns it into the API's request body. */
export type SmeApplicationValues = {
  title: string;
  name: string;
  first_name: string;
  last_name: string;
  mobile: string;
  email: string;
  job_title: string;
  company_name: string;
  company_type: string;
  company_address: string;
  company_tel: string;
  premises_ownership: string;
  commencement_year: string;
  br: string;
  ci: string;
  industry: string;
  has_pos: string;
  pos_model: string;
  has_other_bank_sme_loan: string;
  loan_amount: string;
  repayment_period: string;
  loan_purpose: string;
  source_of_awareness: {
    online: string[];
    online_other: string;
    offline: string[];
    offline_other: string;
  };
  agree_tnc: boolean;
  agree_direct_marketing: boolean;
};

export const emptySmeApplication: SmeApplicationValues = {
  title: '',
  name: '',
  first_name: '',
  last_name: '',
  mobile: '',
  email: '',
  job_title: '',
  company_name: '',
  company_type: '',
  company_address: '',
  company_tel: '',
  premises_ownership: '',
  commencement_year: '',
  br: '',
  ci: '',
  industry: '',
  has_pos: '',
  pos_model: '',
  has_other_bank_sme_loan: '',
  loan_amount: '',
  repayment_period: '',
  loan_purpose: '',
  source_of_awareness: { online: [], online_other: '', offline: [], offline_other: '' },
  agree_tnc: false,
  agree_direct_marketing: false,
};

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
] as const;

export type SmeStepId = (typeof smeApplicationSteps)[number]['id'];

/** Every field path in page order, the nested ones where their inputs are: where focus goes first. */
export const smeFieldOrder: string[] = smeApplicationSteps.flatMap((step) =>
  step.id === 'source'
    ? [
        'source_of_awareness',
        'source_of_awareness.online',
        'source_of_awareness.online_other',
        'source_of_awareness.offline',
        'source_of_awareness.offline_other',
      ]
    : [...step.fields],
);

/** The step that holds a field path (server codes come as paths); the last step for anything else. */
export function stepOfField(path: string): number {
  const top = path.split('.')[0];
  const index = smeApplicationSteps.findIndex((step) =>
    (step.fields as readonly string[]).includes(top ?? ''),
  );
  return index < 0 ? smeApplicationSteps.length - 1 : index;
}

export function smeApplicationPayload(
  values: SmeApplicationValues,
  locale: AppLocale,
): Record<string, unknown> {
  const source = values.source_of_awareness ?? emptySmeApplication.source_of_awareness;
  const online = choices(source.online);
  const offline = choices(source.offline);
  return compact({
    title: text(values.title),
    name: text(values.name),
    first_name: text(values.first_name),
    last_name: text(values.last_name),
    mobile: text(values.mobile),
    email: text(values.email),
    job_title: text(values.job_title),
    company_name: text(values.company_name),
    company_type: text(values.company_type),
    company_address: text(values.company_address),
    company_tel: text(values.company_tel),
    premises_ownership: text(values.premises_ownership),
    commencement_year: wholeNumber(values.commencement_year),
    industry: text(values.industry),
    has_pos: yesNo(values.has_pos),
    // Typed text of a hidden question is kept in the form but never sent.
    pos_model: values.has_pos === 'yes' ? text(values.pos_model) : undefined,
    br: text(values.br),
    ci: text(values.ci),
    has_other_bank_sme_loan: yesNo(values.has_other_bank_sme_loan),
    loan_amount: wholeNumber(values.loan_amount),
    repayment_period: wholeNumber(values.repayment_period),
    loan_purpose: text(values.loan_purpose),
    product_type: defaultSmeLoanProduct,
    source_of_awareness: compact({
      online,
      online_other: online.includes('other') ? text(source.online_other) : undefined,
      offline,
      offline_other: offline.includes('other') ? text(source.offline_other) : undefined,
    }),
    agree_tnc: values.agree_tnc === true,
    agree_direct_marketing: values.agree_direct_marketing === true,
    locale,
  });
}

const bounds = smeLoanProducts[defaultSmeLoanProduct];

/** A complete valid application: a step's answers are checked on top of it (see RuleCheck). */
export const smeRuleCheck: RuleCheck = {
  groups: smeApplicationSteps.map((step) => step.fields),
  neutral: {
    title: 'mr',
    first_name: 'A',
    last_name: 'B',
    mobile: '91234567',
    email: 'a@example.com',
    job_title: 'A',
    company_name: 'A',
    company_type: 'sole_proprietor',
    company_address: 'A',
    company_tel: '21234567',
    premises_ownership: 'rent',
    commencement_year: 2000,
    industry: 'others',
    has_pos: false,
    br: '12345678',
    has_other_bank_sme_loan: false,
    loan_amount: bounds.minAmount,
    repayment_period: bounds.minMonths,
    loan_purpose: 'others',
    product_type: defaultSmeLoanProduct,
    source_of_awareness: { online: ['social_media'], offline: [] },
    agree_tnc: true,
    agree_direct_marketing: false,
    locale: 'zh-HK',
  },
};
