'use client';

import { useTranslations } from 'use-intl';
import { StepBackButton } from '@/components/forms/step-header.client';
import { SubmissionStatus, SubmitButton } from '@/components/forms/submission-status.client';
import type { SubmissionState } from '@/components/forms/use-form-submission';
import { useHydrated } from '@/components/ui/use-hydrated';

/** The buttons under each step: back, then next, or on the last step the (checked) submit. */
export function StepFooter({
  state,
  working,
  last,
  onBack,
}: {
  state: SubmissionState;
  working: 'checking' | 'sending' | null;
  last: boolean;
  onBack: (() => void) | null;
}) {
  const t = useTranslations('SmeApplication');
  const forms = useTranslations('Forms');
  // The first step takes typing before React runs; its buttons wait for it (FieldsOnceHydrated).
  const hydrated = useHydrated();
  return (
    <div className="mt-8 space-y-4">
      <SubmissionStatus state={state} action={t('submit')} checking={working === 'checking'} />
      <div className="flex flex-wrap-reverse items-center justify-between gap-3">
        <StepBackButton shown={onBack !== null} onBack={() => onBack?.()} />
        {last ? (
          <SubmitButton
            disabled={!hydrated}
            busy={working !== null}
            busyLabel={working === 'checking' ? forms('buttons.checking') : undefined}
          >
            {t('submit')}
          </SubmitButton>
        ) : (
          <SubmitButton disabled={!hydrated} busy={false}>
            {forms('buttons.next')}
          </SubmitButton>
        )}
      </div>
    </div>
  );
}
