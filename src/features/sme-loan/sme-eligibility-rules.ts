import { z } from '@/lib/zod';
import { industries, premisesOwnerships } from './sme-loan-options';

/** The pre-check's questions, as stable codes (SAMPLE rules: the operator sets the real ones). */
export const registrations = [
  'limited_company',
  'sole_proprietor',
  'partnership',
  'unregistered',
] as const;
export const turnoverBands = ['under_50k', '50k_200k', '200k_1m', 'over_1m'] as const;
export const existingLoans = ['none', 'up_to_date', 'in_arrears'] as const;
/** The least a business has traded before it applies (SAMPLE). */
export const MIN_YEARS_IN_BUSINESS = 1;

export const eligibilityQuestions = [
  'start_year',
  'registration',
  'turnover',
  'existing_loans',
  'premises',
  'industry',
] as const;
export type EligibilityQuestion = (typeof eligibilityQuestions)[number];

/** A query value is one short word or number; anything else is refused, never trusted. */
const code = <T extends readonly [string, ...string[]]>(values: T) =>
  z.string().max(40).pipe(z.enum(values));

/** The answers, as the GET query carries them (business facts only: no personal data). */
export const eligibilityFields = (thisYear: number) => ({
  start_year: z
    .string()
    .max(8)
    .regex(/^\d{4}$/, { message: 'invalid_type' })
    .transform(Number)
    .pipe(z.number().int().min(1900).max(thisYear, { message: 'year_in_future' })),
  registration: code(registrations),
  turnover: code(turnoverBands),
  existing_loans: code(existingLoans),
  premises: code(premisesOwnerships),
  industry: code(industries),
});

type Fields = ReturnType<typeof eligibilityFields>;
export type EligibilityAnswers = { [K in EligibilityQuestion]: z.output<Fields[K]> };

export type EligibilityOutcome = 'apply_now' | 'apply_with_care' | 'not_yet';
export type EligibilityReason = 'unregistered' | 'too_new' | 'arrears' | 'low_turnover';
export type EligibilityDocument =
  | 'br_certificate'
  | 'ci_and_annual_return'
  | 'partnership_deed'
  | 'owner_identity'
  | 'bank_statements'
  | 'financial_statements'
  | 'management_accounts'
  | 'profits_tax_return'
  | 'tenancy_agreement'
  | 'property_proof'
  | 'loan_statements';

/**
 * Whether to apply now, and the documents to prepare. `not_yet`: a reason the application would
 * fail today; `apply_with_care`: it may pass, with more checks.
 */
export function assessEligibility(answers: EligibilityAnswers, thisYear: number) {
  const years = thisYear - answers.start_year;
  const blocking: EligibilityReason[] = [];
  if (answers.registration === 'unregistered') blocking.push('unregistered');
  if (years < MIN_YEARS_IN_BUSINESS) blocking.push('too_new');
  if (answers.existing_loans === 'in_arrears') blocking.push('arrears');
  const cautions: EligibilityReason[] = answers.turnover === 'under_50k' ? ['low_turnover'] : [];
  const outcome: EligibilityOutcome =
    blocking.length > 0 ? 'not_yet' : cautions.length > 0 ? 'apply_with_care' : 'apply_now';
  return { outcome, reasons: [...blocking, ...cautions], documents: documentsFor(answers, years) };
}

export function documentsFor(answers: EligibilityAnswers, years: number): EligibilityDocument[] {
  const { registration, turnover, premises, existing_loans } = answers;
  const documents: Array<EligibilityDocument | false> = [
    registration !== 'unregistered' && 'br_certificate',
    registration === 'limited_company' && 'ci_and_annual_return',
    registration === 'partnership' && 'partnership_deed',
    'owner_identity',
    'bank_statements',
    registration === 'limited_company' && years >= 2
      ? 'financial_statements'
      : 'management_accounts',
    (turnover === '200k_1m' || turnover === 'over_1m') && 'profits_tax_return',
    premises === 'rent' ? 'tenancy_agreement' : premises !== 'others' && 'property_proof',
    existing_loans !== 'none' && 'loan_statements',
  ];
  return documents.filter((item): item is EligibilityDocument => item !== false);
}
