import type { AppLocale } from '@/config/locales';
import { site } from '@/config/site';
import { translator } from '@/i18n/translator';

/**
 * The lender's name as licensed and its licence number, set under a product heading (Money Lenders
 * Ordinance licence conditions). `title` matches a heading that is itself a brand name.
 */
export function LenderLine({
  locale,
  size = 'base',
}: {
  locale: AppLocale;
  size?: 'base' | 'title';
}) {
  const t = translator(locale, 'Footer');
  const nameClass =
    size === 'title' ? 'text-3xl font-bold tracking-tight md:text-4xl' : 'text-base font-semibold';
  return (
    <div className="mt-2 text-slate-800" data-testid="lender-line" data-disclosure="">
      <p className={nameClass} data-testid="lender-name">
        {site.licensedName[locale]}
      </p>
      <p className="text-base" data-testid="lender-licence">
        {t('licenceLabel')} {site.moneyLenderLicenceNo}
      </p>
    </div>
  );
}
