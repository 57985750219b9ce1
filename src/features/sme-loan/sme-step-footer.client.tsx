import { useTranslations } from 'use-intl';
import { StepFooter } from '@/components/forms/step-footer.client';
import type { SubmissionState } from '@/components/forms/use-form-submission';

/** The SME application's footer: next on each step, and on the last the (checked) submit. */
export function SmeStepFooter({
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
  return (
    <StepFooter
      state={state}
      action={t('submit')}
      checking={working === 'checking'}
      label={last ? t('submit') : forms('buttons.next')}
      busy={last && working !== null}
      busyLabel={last && working === 'checking' ? forms('buttons.checking') : undefined}
      onBack={onBack}
    />
  );
}
