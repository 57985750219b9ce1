import type { Db } from '@/db/client';
import type { LeadCampaign } from '@/lib/lead-campaign';
import { loanFormConsents } from '@/config/consent-documents';
import {
  findByAccessHashForUpdate,
  insertSubmission,
  queueDelivery,
  replaceDraftAccessHash,
  updateSubmission,
} from '@/server/submissions/submission-repository';
import type { OwnerLoanApplication } from './owner-loan-schema';

/** A draft: nothing is delivered until it is submitted. */
export function startOwnerLoanApplication(
  tx: Db,
  applicant: OwnerLoanApplication,
  accessHash: string,
  campaign?: LeadCampaign,
) {
  return insertSubmission(tx, {
    kind: 'owner_loan_application',
    referencePrefix: 'PLA',
    status: 'draft',
    locale: applicant.locale,
    payload: { applicant },
    campaign,
    accessHash,
    submitted: false,
    consents: loanFormConsents(applicant.locale, applicant.agree_direct_marketing),
  });
}

export const lockOwnerLoanApplication = (tx: Db, accessHash: string) =>
  findByAccessHashForUpdate(tx, 'owner_loan_application', accessHash);

export const reissueOwnerLoanAccess = (tx: Db, reference: string, accessHash: string) =>
  replaceDraftAccessHash(tx, 'owner_loan_application', reference, accessHash);

export async function saveOwnerLoanSteps(
  tx: Db,
  id: string,
  payload: Record<string, unknown>,
  submit: boolean,
): Promise<void> {
  await updateSubmission(
    tx,
    id,
    submit ? { payload, status: 'submitted', submittedAt: new Date() } : { payload },
  );
  if (submit) await queueDelivery(tx, id, 'owner_loan_application.submitted');
}
