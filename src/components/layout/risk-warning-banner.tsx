import type { AppLocale } from '@/config/locales';
import { site } from '@/config/site';
import { translator } from '@/i18n/translator';

/** The Ordinance's risk warning with the complaints hotline, for the first screen of a card page. */
export function RiskWarningBanner({
  locale,
  className = '',
}: {
  locale: AppLocale;
  className?: string;
}) {
  const t = translator(locale, 'Footer');
  return (
    <p
      className={`${className} rounded-md border-2 border-brand-700 bg-white px-3 py-2 text-slate-900`}
      data-testid="risk-warning-banner"
      data-disclosure=""
    >
      <strong className="block text-base font-bold">{t('riskWarning')}</strong>
      <span className="text-sm">{t('complaintsHotline', { phone: site.complaintsHotline })}</span>
    </p>
  );
}
