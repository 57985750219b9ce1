import { getTranslations } from 'next-intl/server';
import { site } from '@/config/site';

/** The Ordinance's risk warning with the complaints hotline, for the first screen of a card page. */
export async function RiskWarningBanner({ className = '' }: { className?: string }) {
  const t = await getTranslations('Footer');
  return (
    <p
      className={`${className} rounded-md border-2 border-brand-700 bg-white px-3 py-2 text-slate-900`}
      data-testid="risk-warning-banner"
    >
      <strong className="block text-base font-bold">{t('riskWarning')}</strong>
      <span className="text-sm">{t('complaintsHotline', { phone: site.complaintsHotline })}</span>
    </p>
  );
}
