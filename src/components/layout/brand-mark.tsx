import type { AppLocale } from '@/config/locales';
import { site } from '@/config/site';
import { LocaleLink } from '@/i18n/locale-link';

/** The brand with the lender's licensed name beside it, no less prominent (Money Lenders Ordinance). */
export function BrandMark({ locale }: { locale: AppLocale }) {
  return (
    <LocaleLink
      locale={locale}
      href="/"
      className="flex flex-col text-base leading-tight font-bold sm:flex-row sm:items-baseline sm:gap-2"
    >
      <span className="text-brand-700" data-testid="brand-name">
        {site.cardBrand[locale]}
      </span>
      <span className="text-slate-800">{site.licensedName[locale]}</span>
    </LocaleLink>
  );
}
