'use client';

import { useLocale, useTranslations } from 'next-intl';
import { site } from '@/config/site';
import { SuccessPanel } from '@/components/forms/success-panel.client';
import { Link } from '@/i18n/navigation';

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
