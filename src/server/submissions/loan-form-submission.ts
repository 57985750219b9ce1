import { loanFormConsents } from '@/config/consent-documents';
import type { AppLocale } from '@/config/locales';
import type { LeadCampaign } from '@/lib/lead-campaign';
import type { SubmissionKind } from './submission-kinds';
import type { NewSubmission } from './submission-repository';

/**
 * A loan form sent whole (an enquiry, the SME application): stored as received with the consents
 * it gave, and its lead queued for the webhook as `{kind}.received` in the same statement.
 */
export function receivedLoanForm(
  kind: SubmissionKind,
  referencePrefix: string,
  form: { locale: AppLocale; agree_direct_marketing: boolean },
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
