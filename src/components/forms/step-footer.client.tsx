import { useHydrated } from '@/components/ui/use-hydrated';
import { StepBackButton } from './step-header.client';
import { SubmissionStatus, SubmitButton } from './submission-status.client';
import type { SubmissionState } from './use-form-submission';

/**
 * The status and buttons under a step of a form in steps: back (when there is a step to go back
 * to), then the step's own button. The button waits for React: the first step takes typing before
 * React runs (FieldsOnceHydrated `typingBeforeHydration`), and a step sent plainly would be refused.
 * A tap on it before then is not lost: the directive makes it again once React runs.
 */
export function StepFooter({
  state,
  action,
  checking = false,
  label = action,
  busy,
  busyLabel,
  onBack,
}: {
  state: SubmissionState;
  /** What the form does when sent, as the status line names it. */
  action: string;
  /** The server is checking the answers before they are sent. */
  checking?: boolean;
  /** The button's words: the action by default. */
  label?: string;
  busy: boolean;
  busyLabel?: string;
  onBack: (() => void) | null;
}) {
  const hydrated = useHydrated();
  return (
    <div className="mt-8 space-y-4">
      <SubmissionStatus state={state} action={action} checking={checking} />
      <div className="flex flex-wrap-reverse items-center justify-between gap-3">
        <StepBackButton shown={onBack !== null} onBack={() => onBack?.()} />
        <SubmitButton waitsForReact={!hydrated} busy={busy} busyLabel={busyLabel}>
          {label}
        </SubmitButton>
      </div>
    </div>
  );
}
