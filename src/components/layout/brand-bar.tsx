import { getLocale } from 'next-intl/server';
import { site } from '@/config/site';
import { Link } from '@/i18n/navigation';
import { LanguageSwitch } from './language-switch.client';

/** The custom layout's top bar: brand and language switch, no navigation. */
export async function BrandBar() {
  const locale = await getLocale();
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl items-center justify-between px-4 py-3">
        <Link href="/" prefetch={false} className="text-lg font-bold text-brand-700">
          {site.cardBrand[locale]}
        </Link>
        <LanguageSwitch />
      </div>
    </header>
  );
}
