import { useLocale, useTranslations } from 'use-intl';
import { SuccessPanel } from '@/components/forms/success-panel.client';
import { site } from '@/config/site';
import { LocaleLink } from '@/i18n/locale-link';

/** The application sent: its reference, what happens next and the way back (a plain link). */
export function SmeApplicationSuccess({ reference }: { reference: string }) {
  const t = useTranslations('SmeApplication');
  const locale = useLocale();
  return (
    <SuccessPanel title={t('success.title')} reference={reference}>
      <p>{t('success.thanks', { brand: site.smeBrand[locale] })}</p>
      <p>{t('success.processing', { days: site.sme.approvalWorkingDays })}</p>
      <p>
        <LocaleLink
          locale={locale}
          href="/sme-loan"
          className="font-semibold text-brand-700 underline underline-offset-2"
        >
          {t('success.back')}
        </LocaleLink>
      </p>
    </SuccessPanel>
  );
}
