import { getLocale } from 'next-intl/server';
import { site } from '@/config/site';
import { Link } from '@/i18n/link';

/** The brand with the lender's licensed name beside it, no less prominent (Money Lenders Ordinance). */
export async function BrandMark() {
  const locale = await getLocale();
  return (
    <Link
      href="/"
      prefetch={false}
      className="flex flex-col text-base leading-tight font-bold sm:flex-row sm:items-baseline sm:gap-2"
    >
      <span className="text-brand-700" data-testid="brand-name">
        {site.cardBrand[locale]}
      </span>
      <span className="text-slate-800">{site.licensedName[locale]}</span>
    </Link>
  );
}
