import type { Db } from '@/db/client';
import { loanFormConsents } from '@/config/consent-documents';
import type { AppLocale } from '@/config/locales';
import type { LeadCampaign } from '@/lib/lead-campaign';
import type { SubmissionKind } from './submission-kinds';
import { insertSubmission } from './submission-repository';

/**
 * A loan form sent whole (an enquiry, the SME application): stored as received with the consents
 * it gave, and its lead queued for the webhook as `{kind}.received` in the same transaction.
 */
export function insertReceivedLoanForm(
  tx: Db,
  kind: SubmissionKind,
  referencePrefix: string,
  form: { locale: AppLocale; agree_direct_marketing: boolean },
  campaign?: LeadCampaign,
) {
  return insertSubmission(tx, {
    kind,
    referencePrefix,
    status: 'received',
    locale: form.locale,
    payload: form,
    campaign,
    submitted: true,
    consents: loanFormConsents(form.locale, form.agree_direct_marketing),
    outboxEvent: `${kind}.received`,
  });
}
