import { type SubmissionKind, submissionKinds } from '@/server/submissions/submission-kinds';

/**
 * Days each kind of record keeps its personal data (defaults: SAMPLE values for the operator and the
 * privacy officer to confirm). DATA_RETENTION_DAYS overrides any of them, e.g. `valuation=90`.
 */
export const defaultRetentionDays: Record<
  SubmissionKind | 'owner_loan_draft' | 'analytics_event',
  number
> = {
  sme_enquiry: 365,
  sme_application: 730,
  valuation: 180,
  owner_loan_enquiry: 365,
  owner_loan_application: 730,
  /** An application never submitted. */
  owner_loan_draft: 30,
  credit_report_consent: 730,
  account_deletion: 730,
  /** A visit booked at a branch: a lead like an enquiry. */
  branch_booking: 365,
  /** Collector events: anonymous, yet no reason to keep them past about 13 months of comparisons. */
  analytics_event: 400,
};

export type RetentionPolicy = typeof defaultRetentionDays;

/** Housekeeping rows that hold answers or counters, not records: kept for days. */
export const housekeepingDays = { idempotencyKeys: 2, rateLimitWindows: 1, deliveredOutbox: 30 };

export function retentionPolicy(overrides: Record<string, number>): RetentionPolicy {
  const known = new Set<string>([...submissionKinds, 'owner_loan_draft', 'analytics_event']);
  const unknown = Object.keys(overrides).filter((kind) => !known.has(kind));
  if (unknown.length > 0)
    throw new Error(
      `DATA_RETENTION_DAYS names unknown record types: ${unknown.join(', ')} (known: ${[...known].join(', ')})`,
    );
  return { ...defaultRetentionDays, ...overrides };
}
