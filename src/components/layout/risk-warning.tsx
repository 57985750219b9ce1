import { getLocale, getTranslations } from 'next-intl/server';
import { site } from '@/config/site';

/** The Money Lenders Ordinance warning with the licence number and hotline (hong-kong-rules.md). */
export async function RiskWarning() {
  const [t, locale] = await Promise.all([getTranslations('Footer'), getLocale()]);
  return (
    <div className="space-y-1" data-testid="risk-warning">
      <p className="text-base font-bold">{t('riskWarning')}</p>
      <p>
        {t('licensedName')}: <strong>{site.licensedName[locale]}</strong>
        {locale === 'zh-HK' ? ` (${site.licensedName['en-US']})` : ''}
      </p>
      <p>
        {t('licenceLabel')} {site.moneyLenderLicenceNo}
      </p>
      <p>{t('complaintsHotline', { phone: site.complaintsHotline })}</p>
    </div>
  );
}
