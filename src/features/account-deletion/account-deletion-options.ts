/** Why an account is to be deleted: stable codes the form labels in both languages. */
export const deletionReasons = [
  'no_longer_needed',
  'privacy',
  'switching_provider',
  'other',
] as const;
