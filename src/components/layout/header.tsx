import type { ReactNode } from 'react';
import type { AppLocale } from '@/config/locales';
import { headerNav } from '@/config/navigation';
import { LocaleLink } from '@/i18n/locale-link';
import { translator } from '@/i18n/translator';
import { BrandMark } from './brand-mark';
import { HeaderSearchField, HeaderSearchPanel } from './header-search';

/** The id the Menu and Close buttons open and close (src/styles/globals.css: `site-menu`). */
const menuId = 'site-menu';
/** The Menu and Close buttons look alike. */
const menuButton = 'cursor-pointer rounded border border-slate-300 px-3 py-1 text-sm';

/** `languageSwitch` is the link to this page in the other language (the page knows its route). */
export function Header({
  locale,
  languageSwitch,
}: {
  locale: AppLocale;
  languageSwitch: ReactNode;
}) {
  const t = translator(locale, 'Nav');
  return (
    <header className="border-b border-slate-200 bg-white">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:p-2">
        {t('skip')}
      </a>
      {/* A grid with a column of its own for the language switch, last in the HTML: the navigation
          and the menu keep their place if the browser paints before it has parsed the switch. */}
      <div className="mx-auto grid max-w-6xl grid-cols-[auto_1fr_2.75rem] items-center gap-4 px-4 py-3">
        <BrandMark locale={locale} />
        {/* One navigation for every width: a row from xl, a drawer the Menu button opens below xl
            (a popover: it opens and closes without JavaScript). */}
        <button
          type="button"
          popoverTarget={menuId}
          className={`site-menu-button col-start-2 row-start-1 justify-self-end ${menuButton}`}
        >
          {t('menu')}
        </button>
        <nav
          id={menuId}
          popover="auto"
          aria-label={t('label')}
          className="site-menu col-start-2 row-start-1 justify-self-end"
        >
          {/* Opening the drawer puts the focus here (a popover focuses its autofocus element), not
              on the Menu button the drawer covers. */}
          <button
            type="button"
            popoverTarget={menuId}
            popoverTargetAction="hide"
            // eslint-disable-next-line jsx-a11y/no-autofocus -- only when the visitor opens the drawer
            autoFocus
            className={`site-menu-close mb-2 ml-auto ${menuButton}`}
          >
            {t('close')}
          </button>
          <HeaderSearchField locale={locale} />
          <ul className="flex flex-wrap gap-1 text-sm">
            {headerNav.map(({ href, key }) => (
              <li key={href}>
                <LocaleLink
                  locale={locale}
                  href={href}
                  className="block rounded px-3 py-2 whitespace-nowrap hover:bg-brand-50"
                >
                  {t(key)}
                </LocaleLink>
              </li>
            ))}
          </ul>
          <HeaderSearchPanel locale={locale} />
        </nav>
        {languageSwitch}
      </div>
    </header>
  );
}
