import { loanFormConsents } from '@/config/consent-documents';
import type { AppLocale } from '@/config/locales';
import type { LeadCampaign } from '@/lib/lead-campaign';
import type { ServeContext } from '@/server/api/route-options';
import { receivedAnswer } from './received-answer';
import type { SubmissionKind } from './submission-kinds';
import type { NewSubmission } from './submission-repository';

type LoanForm = { locale: AppLocale; agree_direct_marketing: boolean };

/**
 * A loan form sent whole (an enquiry, the SME application): stored as received with the consents
 * it gave, and its lead queued for the webhook as `{kind}.received` in the same statement.
 */
export function receivedLoanForm(
  kind: SubmissionKind,
  referencePrefix: string,
  form: LoanForm,
  campaign?: LeadCampaign,
): NewSubmission {
  return {
    kind,
    referencePrefix,
    status: 'received',
    locale: form.locale,
    payload: form,
    campaign,
    submitted: true,
    consents: loanFormConsents(form.locale, form.agree_direct_marketing),
    outboxEvent: `${kind}.received`,
  };
}

/**
 * The service of a loan form sent whole: stores it as received (`receivedLoanForm`) and answers
 * with its reference and time (`receivedAnswer`).
 */
export const receiveLoanForm =
  (kind: SubmissionKind, referencePrefix: string) =>
  (form: LoanForm, { storeSubmission, campaign }: ServeContext) =>
    storeSubmission(receivedLoanForm(kind, referencePrefix, form, campaign), receivedAnswer);
