import type { z } from 'zod';
import type { AppLocale } from '@/config/locales';
import {
  checkboxInput,
  textInput,
  type InputsFor,
  type ValuesOf,
} from '@/components/forms/form-inputs';
import type { termsAgreeSchema } from './credit-report-schema';

/**
 * The agreement's inputs: the box, and the version of the terms the page showed (a hidden field,
 * so a post answers 409 when the terms changed in between). The locale is the page's own.
 */
export const creditReportConsentInputs = {
  version: textInput('hidden'),
  agree: checkboxInput,
} satisfies InputsFor<Omit<z.input<typeof termsAgreeSchema>, 'locale'>>;

export type CreditReportConsentValues = ValuesOf<typeof creditReportConsentInputs>;

export const creditReportConsentPayload = (
  values: CreditReportConsentValues,
  locale: AppLocale,
) => ({
  version: values.version,
  locale,
  agree: values.agree,
});
