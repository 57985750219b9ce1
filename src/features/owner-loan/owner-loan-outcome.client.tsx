import { useTranslations } from 'use-intl';
import { SuccessPanel } from '@/components/forms/success-panel.client';

/** The application handed in: its reference, what happens next and the way on (a plain link). */
export function OwnerLoanSuccess({ reference }: { reference: string }) {
  const t = useTranslations('OwnerLoan.application');
  return (
    <SuccessPanel
      title={t('success.title')}
      reference={reference}
      onward={{ href: '/property-owner-loan', label: t('success.back') }}
    >
      <p>{t('success.thanks')}</p>
      <p>{t('success.processing')}</p>
    </SuccessPanel>
  );
}

/** The server no longer knows the application (its token expired): start again. */
export function OwnerLoanLost() {
  const t = useTranslations('OwnerLoan.application');
  return (
    <div role="alert" className="rounded-md border-l-4 border-red-700 bg-red-50 p-4">
      <p>{t('notFound')}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="mt-3 min-h-11 rounded-md border border-brand-700 px-4 font-semibold text-brand-700"
      >
        {t('restart')}
      </button>
    </div>
  );
}
