import type { AppLocale } from '@/config/locales';
import { compact, text, wholeNumber, yesNo } from '@/components/forms/form-values';
import type { RuleCheck } from '@/components/forms/schema-resolver';

export type ApplicantValues = {
  title: string;
  name: string;
  mobile: string;
  email: string;
  agree_tnc: boolean;
  agree_direct_marketing: boolean;
};

export type DetailValues = {
  property: {
    district: string;
    address: string;
    estate: string;
    property_type: string;
    ownership: string;
    has_mortgage: string;
    outstanding_mortgage: string;
  };
  loan: { amount: string; tenor_months: string; purpose: string };
  income: { employment_type: string; monthly_income: string };
};

export type DetailStep = keyof DetailValues;

export const emptyApplicant: ApplicantValues = {
  title: '',
  name: '',
  mobile: '',
  email: '',
  agree_tnc: false,
  agree_direct_marketing: false,
};

export const emptyDetails: DetailValues = {
  property: {
    district: '',
    address: '',
    estate: '',
    property_type: '',
    ownership: '',
    has_mortgage: '',
    outstanding_mortgage: '',
  },
  loan: { amount: '', tenor_months: '', purpose: '' },
  income: { employment_type: '', monthly_income: '' },
};

export const ownerSteps = ['applicant', 'property', 'loan', 'income', 'review'] as const;

export const applicantOrder = ['title', 'name', 'mobile', 'email', 'agree_tnc'];
export const detailOrder: Record<DetailStep, string[]> = {
  property: [
    'district',
    'address',
    'estate',
    'property_type',
    'ownership',
    'has_mortgage',
    'outstanding_mortgage',
  ].map((f) => `property.${f}`),
  loan: ['amount', 'tenor_months', 'purpose'].map((f) => `loan.${f}`),
  income: ['employment_type', 'monthly_income'].map((f) => `income.${f}`),
};

export const applicantPayload = (values: ApplicantValues, locale: AppLocale) =>
  compact({
    title: text(values.title),
    name: text(values.name),
    mobile: text(values.mobile),
    email: text(values.email),
    agree_tnc: values.agree_tnc === true,
    agree_direct_marketing: values.agree_direct_marketing === true,
    locale,
  });

/** One step of the update request body. */
export function stepPayload(values: DetailValues, step: DetailStep): Record<string, unknown> {
  switch (step) {
    case 'property': {
      const p = values.property;
      return compact({
        district: text(p.district),
        address: text(p.address),
        estate: text(p.estate),
        property_type: text(p.property_type),
        ownership: text(p.ownership),
        has_mortgage: yesNo(p.has_mortgage),
        outstanding_mortgage:
          p.has_mortgage === 'yes' ? wholeNumber(p.outstanding_mortgage) : undefined,
      });
    }
    case 'loan':
      return compact({
        amount: wholeNumber(values.loan.amount),
        tenor_months: wholeNumber(values.loan.tenor_months),
        purpose: text(values.loan.purpose),
      });
    case 'income':
      return compact({
        employment_type: text(values.income.employment_type),
        monthly_income: wholeNumber(values.income.monthly_income),
      });
  }
}

/** The whole update body the steps' fields would make (the resolver checks one step of it). */
export const detailsPayload = (values: DetailValues, applicationToken: string) => ({
  applicationToken,
  property: stepPayload(values, 'property'),
  loan: stepPayload(values, 'loan'),
  income: stepPayload(values, 'income'),
});

export const detailRules: RuleCheck = {
  groups: [['property'], ['loan'], ['income']],
  neutral: { applicationToken: 'AAAAAAAAAAAAAAAAAAAAAA', submit: false },
};
