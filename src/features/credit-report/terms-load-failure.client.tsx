import { useTranslations } from 'use-intl';
import type { Failure } from '@/components/forms/failure';
import { FailureText } from '@/components/forms/submission-status.client';

/** The terms did not load: why (only no answer at all is the network's fault), and a retry. */
export function TermsLoadFailure({ failure, onRetry }: { failure: Failure; onRetry: () => void }) {
  const t = useTranslations('CreditReportFlow');
  return (
    <div role="alert" className="rounded-md border-l-4 border-red-700 bg-red-50 p-4">
      <p>
        {failure.kind === 'offline' ? (
          t('loadFailed')
        ) : (
          <FailureText failure={failure} action={t('retry')} />
        )}
      </p>
      <button
        type="button"
        onClick={onRetry}
        className="mt-3 min-h-11 rounded-md border border-brand-700 px-4 font-semibold text-brand-700"
      >
        {t('retry')}
      </button>
    </div>
  );
}
