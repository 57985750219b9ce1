import { getLocale, getTranslations } from 'next-intl/server';
import { site } from '@/config/site';

/**
 * The lender's name as licensed and its licence number, set under a product heading (Money Lenders
 * Ordinance licence conditions). `title` matches a heading that is itself a brand name.
 */
export async function LenderLine({ size = 'base' }: { size?: 'base' | 'title' }) {
  const [t, locale] = await Promise.all([getTranslations('Footer'), getLocale()]);
  const nameClass =
    size === 'title' ? 'text-3xl font-bold tracking-tight md:text-4xl' : 'text-base font-semibold';
  return (
    <div className="mt-2 text-slate-800" data-testid="lender-line">
      <p className={nameClass} data-testid="lender-name">
        {site.licensedName[locale]}
      </p>
      <p className="text-base" data-testid="lender-licence">
        {t('licenceLabel')} {site.moneyLenderLicenceNo}
      </p>
    </div>
  );
}
