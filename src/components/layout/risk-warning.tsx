import type { AppLocale } from '@/config/locales';
import { site } from '@/config/site';
import { translator } from '@/i18n/translator';

/** The Money Lenders Ordinance warning with the licence number and hotline (hong-kong-rules.md). */
export function RiskWarning({ locale }: { locale: AppLocale }) {
  const t = translator(locale, 'Footer');
  return (
    <div className="space-y-1" data-testid="risk-warning" data-disclosure="">
      <p className="text-base font-bold">{t('riskWarning')}</p>
      <p>
        {t.rich('licensedName', {
          name: site.licensedName[locale],
          english: site.licensedName['en-US'],
          strong: (chunks) => <strong>{chunks}</strong>,
        })}
      </p>
      <p>
        {t('licenceLabel')} {site.moneyLenderLicenceNo}
      </p>
      <p>{t('complaintsHotline', { phone: site.complaintsHotline })}</p>
    </div>
  );
}
