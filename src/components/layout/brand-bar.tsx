import type { ReactNode } from 'react';
import type { AppLocale } from '@/config/locales';
import { BrandMark } from './brand-mark';

/** The custom layout's top bar: brand and language switch, no navigation. */
export function BrandBar({
  locale,
  languageSwitch,
}: {
  locale: AppLocale;
  languageSwitch: ReactNode;
}) {
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl items-center justify-between px-4 py-3">
        <BrandMark locale={locale} />
        {languageSwitch}
      </div>
    </header>
  );
}
