import { brands, pageBrand, type Brand } from '@/config/brands';
import type { AppLocale } from '@/config/locales';
import { site } from '@/config/site';
import { LocaleLink } from '@/i18n/locale-link';

/** A brand's logo mark (src/config/brands.ts), decorative: the name beside it says the brand. */
export function BrandLogo({ brand, className }: { brand: Brand; className?: string }) {
  const { colours, monogram, coin } = brands[brand];
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className={className} data-brand-logo={brand}>
      <rect width="64" height="64" rx="14" fill={colours[700]} />
      <path d={monogram} fill="#fff" />
      {coin ? (
        <>
          <circle cx={coin.cx} cy={coin.cy} r={coin.r} fill={coin.fill} />
          <circle cx={coin.cx} cy={coin.cy} r="2.5" fill={colours[700]} />
        </>
      ) : null}
    </svg>
  );
}

/**
 * The page's brand (Konew on the card's pages, KCash on the SME lender's: pageBrand) with its mark,
 * and the lender's licensed name beside it, no less prominent (Money Lenders Ordinance).
 */
export function BrandMark({ locale, path = '/' }: { locale: AppLocale; path?: string }) {
  const brand = pageBrand(path);
  return (
    <LocaleLink
      locale={locale}
      // The site's home for both brands: one site, and the logo is the way home from every page.
      href="/"
      className="flex items-center gap-2 text-base leading-tight font-bold"
      data-brand={brand}
    >
      <BrandLogo brand={brand} className="size-9 shrink-0" />
      <span className="flex flex-col sm:flex-row sm:items-baseline sm:gap-2">
        <span
          className={brand === 'kcash' ? 'text-kcash-700' : 'text-brand-700'}
          data-testid="brand-name"
        >
          {brands[brand].name[locale]}
        </span>
        <span className="text-slate-800">{site.licensedName[locale]}</span>
      </span>
    </LocaleLink>
  );
}
