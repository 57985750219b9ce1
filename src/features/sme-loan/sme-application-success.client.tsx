import { useLocale, useTranslations } from 'use-intl';
import { SuccessPanel } from '@/components/forms/success-panel.client';
import { BrandLogo } from '@/components/layout/brand-mark';
import { brands } from '@/config/brands';
import { site } from '@/config/site';

/** The application sent: its reference, what happens next and the way back (a plain link). */
export function SmeApplicationSuccess({ reference }: { reference: string }) {
  const t = useTranslations('SmeApplication');
  const locale = useLocale();
  return (
    <SuccessPanel
      title={t('success.title')}
      reference={reference}
      onward={{ href: '/sme-loan', label: t('success.back') }}
      brand={{
        mark: <BrandLogo brand="kcash" className="size-8" />,
        name: brands.kcash.name[locale],
      }}
    >
      <p>{t('success.thanks', { brand: site.smeBrand[locale] })}</p>
      <p>{t('success.processing', { days: site.sme.approvalWorkingDays })}</p>
    </SuccessPanel>
  );
}
