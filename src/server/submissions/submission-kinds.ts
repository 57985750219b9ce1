/** Every kind of stored submission; each has its own retention period (data-retention). */
export const submissionKinds = [
  'sme_enquiry',
  'sme_application',
  'valuation',
  'owner_loan_enquiry',
  'owner_loan_application',
  'credit_report_consent',
  'account_deletion',
  'branch_booking',
] as const;

export type SubmissionKind = (typeof submissionKinds)[number];
