'use client';

import { useLocale, useTranslations } from 'next-intl';
import { site } from '@/config/site';
import { StepBackButton } from '@/components/forms/step-header.client';
import { SubmissionStatus, SubmitButton } from '@/components/forms/submission-status.client';
import { SuccessPanel } from '@/components/forms/success-panel.client';
import type { SubmissionState } from '@/components/forms/use-form-submission';
import { Link } from '@/i18n/navigation';

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
  return (
    <div className="mt-8 space-y-4">
      <SubmissionStatus state={state} action={t('submit')} checking={working === 'checking'} />
      <div className="flex flex-wrap-reverse items-center justify-between gap-3">
        <StepBackButton shown={onBack !== null} onBack={() => onBack?.()} />
        {last ? (
          <SubmitButton
            busy={working !== null}
            busyLabel={working === 'checking' ? forms('buttons.checking') : undefined}
          >
            {t('submit')}
          </SubmitButton>
        ) : (
          <SubmitButton busy={false}>{forms('buttons.next')}</SubmitButton>
        )}
      </div>
    </div>
  );
}

/** The application sent: its reference, what happens next and the way back. */
export function SmeApplicationSuccess({ reference }: { reference: string }) {
  const t = useTranslations('SmeApplication');
  const locale = useLocale();
  return (
    <SuccessPanel title={t('success.title')} reference={reference}>
      <p>{t('success.thanks', { brand: site.smeBrand[locale] })}</p>
      <p>{t('success.processing', { days: site.sme.approvalWorkingDays })}</p>
      <p>
        <Link
          href="/sme-loan"
          className="font-semibold text-brand-700 underline underline-offset-2"
        >
          {t('success.back')}
        </Link>
      </p>
    </SuccessPanel>
  );
}
