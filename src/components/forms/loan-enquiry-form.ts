import type { AppLocale } from '@/config/locales';
import {
  consentInputs,
  localeForm,
  numberInput,
  textInput,
  type Inputs,
  type ValuesOf,
} from './form-inputs';

/** A loan enquiry's table and what comes of it: the island and the plain post both read it. */
export type LoanEnquiryForm<T extends Inputs> = {
  inputs: T;
  /** Every field whose label says optional: the error summary names them so. */
  optional: string[];
  order: [string, ...string[]];
  payload: (values: ValuesOf<T>, locale: AppLocale) => Record<string, unknown>;
};

/**
 * A loan enquiry in loanEnquiryIsland's order: name, mobile, email (optional), the product's own
 * `fields` (optional), the amount (optional), its `after` fields, the consents; with `fixed`, what
 * the form sends without asking.
 */
export function loanEnquiryForm<F extends Inputs, A extends Inputs = Record<never, never>>({
  fields,
  after = {} as A,
  fixed,
}: {
  fields: F;
  after?: A;
  fixed?: object;
}) {
  const inputs = {
    name: textInput(),
    mobile: textInput(),
    email: textInput(),
    ...fields,
    loan_amount: numberInput(),
    ...after,
    ...consentInputs,
  };
  const optional = ['email', ...Object.keys(fields), 'loan_amount'];
  return { inputs, optional, ...localeForm(inputs, fixed) } satisfies LoanEnquiryForm<
    typeof inputs
  >;
}
