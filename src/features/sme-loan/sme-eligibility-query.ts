import {
  eligibilityFields,
  eligibilityQuestions,
  type EligibilityAnswers,
  type EligibilityQuestion,
} from './sme-eligibility-rules';
import type { SmeApplicationValues } from './sme-application-steps';

export type EligibilityRead = {
  /** Whether the query answers anything: a page without one shows the questions only. */
  asked: boolean;
  /** Each answer as the query gave it, shown back in the form. */
  text: Record<EligibilityQuestion, string>;
  /** A Forms.errors code per question the query answers badly or not at all. */
  errors: Partial<Record<EligibilityQuestion, string>>;
  /** The answers that pass, each on its own. */
  valid: Partial<EligibilityAnswers>;
  /** All six, when every one passes. */
  answers: EligibilityAnswers | null;
};

/** Reads the pre-check's GET query: the first value of each question, checked on its own. */
export function readEligibility(query: URLSearchParams, thisYear: number): EligibilityRead {
  const fields = eligibilityFields(thisYear);
  const asked = eligibilityQuestions.some((question) => query.has(question));
  const text = {} as EligibilityRead['text'];
  const errors: EligibilityRead['errors'] = {};
  const valid: Record<string, unknown> = {};
  for (const question of eligibilityQuestions) {
    const value = query.get(question) ?? '';
    text[question] = value.slice(0, 40);
    const parsed = fields[question].safeParse(value);
    if (parsed.success) valid[question] = parsed.data;
    else if (question !== 'start_year') errors[question] = 'invalid_option';
    else {
      const message = parsed.error.issues[0]?.message ?? '';
      errors[question] =
        value === '' ? 'required' : message === 'year_in_future' ? message : 'invalid_type';
    }
  }
  const complete = Object.keys(errors).length === 0;
  return {
    asked,
    text,
    errors: asked ? errors : {},
    valid,
    answers: asked && complete ? (valid as EligibilityAnswers) : null,
  };
}

/** The "Apply now" link's query: the answers that passed, as the pre-check asked them. */
export function applyQuery(valid: Partial<EligibilityAnswers>): string {
  const query = new URLSearchParams();
  for (const question of eligibilityQuestions) {
    const answer = valid[question];
    if (answer !== undefined) query.set(question, String(answer));
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

/**
 * The application's fields the answers fill in, where one corresponds: the year the business
 * started, its form, premises, industry and whether it has other SME loans. Turnover has none.
 */
export function applicationSeed(valid: Partial<EligibilityAnswers>): Partial<SmeApplicationValues> {
  const seed: Partial<SmeApplicationValues> = {};
  if (valid.start_year !== undefined) seed.commencement_year = String(valid.start_year);
  if (valid.registration && valid.registration !== 'unregistered')
    seed.company_type = valid.registration;
  if (valid.premises) seed.premises_ownership = valid.premises;
  if (valid.industry) seed.industry = valid.industry;
  if (valid.existing_loans)
    seed.has_other_bank_sme_loan = valid.existing_loans === 'none' ? 'no' : 'yes';
  return seed;
}
