import { getTranslations } from 'next-intl/server';
import { headerNav } from '@/config/navigation';
import { Link } from '@/i18n/link';
import { BrandMark } from './brand-mark';
import { LanguageSwitch } from './language-switch';

export async function Header() {
  const t = await getTranslations('Nav');
  const links = headerNav.map(({ href, key }) => (
    <li key={href}>
      <Link
        href={href}
        prefetch={false}
        className="block rounded px-3 py-2 whitespace-nowrap hover:bg-brand-50"
      >
        {t(key)}
      </Link>
    </li>
  ));
  return (
    <header className="border-b border-slate-200 bg-white">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:p-2">
        {t('skip')}
      </a>
      {/* A grid with a column of its own for the language switch, last in the HTML: the navigation
          and the menu keep their place if the browser paints before it has parsed the switch. */}
      <div className="mx-auto grid max-w-6xl grid-cols-[auto_1fr_2.75rem] items-center gap-4 px-4 py-3">
        <BrandMark />
        <nav
          aria-label={t('label')}
          className="col-start-2 row-start-1 hidden justify-self-end xl:block"
        >
          <ul className="flex gap-1 text-sm">{links}</ul>
        </nav>
        <details className="relative col-start-2 row-start-1 justify-self-end xl:hidden">
          <summary className="cursor-pointer list-none rounded border border-slate-300 px-3 py-1 text-sm">
            {t('menu')}
          </summary>
          <nav
            aria-label={t('label')}
            className="absolute right-0 z-20 mt-2 w-56 rounded-md border bg-white p-2 shadow-lg"
          >
            <ul className="text-sm">{links}</ul>
          </nav>
        </details>
        <LanguageSwitch />
      </div>
    </header>
  );
}
