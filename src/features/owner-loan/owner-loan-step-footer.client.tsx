'use client';

import { StepBackButton } from '@/components/forms/step-header.client';
import { SubmissionStatus, SubmitButton } from '@/components/forms/submission-status.client';
import type { SubmissionState } from '@/components/forms/use-form-submission';
import { useHydrated } from '@/components/ui/use-hydrated';

/** The status and buttons under each step: back (from the third step on), then the step's action. */
export function OwnerLoanStepFooter({
  state,
  busy,
  action,
  onBack,
}: {
  state: SubmissionState;
  busy: boolean;
  /** Start, save or submit: the step's own action. */
  action: string;
  onBack: (() => void) | null;
}) {
  // The first step takes typing before React runs; its button waits for it (FieldsOnceHydrated).
  const hydrated = useHydrated();
  return (
    <div className="mt-8 space-y-4">
      <SubmissionStatus state={state} action={action} />
      <div className="flex flex-wrap-reverse items-center justify-between gap-3">
        <StepBackButton shown={onBack !== null} onBack={() => onBack?.()} />
        <SubmitButton disabled={!hydrated} busy={busy}>
          {action}
        </SubmitButton>
      </div>
    </div>
  );
}
