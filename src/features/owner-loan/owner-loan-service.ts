import type { Replay, ServeContext } from '@/server/api/route-options';
import { ApiError } from '@/server/api/api-error';
import { receiveLoanForm } from '@/server/submissions/loan-form-submission';
import { accessHash, newAccessToken } from '@/server/submissions/reference';
import {
  lockOwnerLoanApplication,
  reissueOwnerLoanAccess,
  saveOwnerLoanSteps,
  startOwnerLoanApplication,
} from './owner-loan-repository';
import {
  type OwnerLoanApplication,
  type OwnerLoanUpdate,
  ownerLoanProgressSchema,
  type ownerLoanStartedSchema,
  ownerLoanSteps,
} from './owner-loan-schema';

type Steps = Partial<Record<(typeof ownerLoanSteps)[number], unknown>>;

function progress(reference: string, status: 'draft' | 'submitted', steps: Steps) {
  return {
    reference,
    status,
    completedSteps: ownerLoanSteps.filter((step) => steps[step] !== undefined),
    missingSteps: ownerLoanSteps.filter((step) => steps[step] === undefined),
  };
}

export const submitOwnerLoanEnquiry = receiveLoanForm('owner_loan_enquiry', 'PLE');

export function startApplication(
  applicant: OwnerLoanApplication,
  { store, campaign }: ServeContext,
) {
  const applicationToken = newAccessToken();
  return store(async (tx) => {
    const stored = await startOwnerLoanApplication(
      tx,
      applicant,
      accessHash(applicationToken),
      campaign,
    );
    return { applicationToken, ...progress(stored.reference, 'draft', {}) };
  });
}

/**
 * The start's answer is kept for replays without its token (only the record keeps the token's hash).
 * A replay, which only the client that started it gets, issues a new token; the lost one stops working.
 */
export const startReplay: Replay<typeof ownerLoanStartedSchema> = {
  seal: (answer) => ownerLoanProgressSchema.parse(answer), // strips the token
  reopen: async (stored, { store }) => {
    const progress = ownerLoanProgressSchema.parse(stored);
    const applicationToken = newAccessToken();
    return store(async (tx) => {
      if (!(await reissueOwnerLoanAccess(tx, progress.reference, accessHash(applicationToken))))
        throw new ApiError(409, 'application_already_submitted');
      return { applicationToken, ...progress };
    });
  },
};

/** Saves the given steps; on `submit` every step must be there. A submitted application is final. */
export function updateApplication(
  { applicationToken, submit, ...steps }: OwnerLoanUpdate,
  { store }: ServeContext,
) {
  return store(async (tx) => {
    const row = await lockOwnerLoanApplication(tx, accessHash(applicationToken));
    if (!row) throw new ApiError(404, 'not_found');
    if (row.status !== 'draft') throw new ApiError(409, 'application_already_submitted');
    const payload = {
      ...row.payload,
      ...Object.fromEntries(Object.entries(steps).filter(([, value]) => value !== undefined)),
    };
    const missing = ownerLoanSteps.filter((step) => payload[step] === undefined);
    if (submit && missing.length > 0) {
      throw new ApiError(422, 'application_incomplete', {
        fields: Object.fromEntries(missing.map((step) => [step, 'required'])),
      });
    }
    await saveOwnerLoanSteps(tx, row.id, payload, submit);
    return progress(row.reference, submit ? 'submitted' : 'draft', payload);
  });
}
