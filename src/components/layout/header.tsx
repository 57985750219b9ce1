import type { ReactNode } from 'react';
import { pageBrand } from '@/config/brands';
import type { AppLocale } from '@/config/locales';
import { currentMark, headerAction, headerNav } from '@/config/navigation';
import { LocaleLink } from '@/i18n/locale-link';
import { translator } from '@/i18n/translator';
import { LinkList } from '@/components/ui/link-list';
import { BrandMark } from './brand-mark';
import { HeaderMenuExtras } from './header-menu-extras';
import { HeaderSearchField, HeaderSearchPanel } from './header-search';

/** The id the Menu and Close buttons open and close (src/styles/globals.css: `site-menu`). */
const menuId = 'site-menu';
/** The Menu and Close buttons look alike. */
const menuButton = 'cursor-pointer rounded border border-slate-300 px-3 py-1 text-sm';
/** The call to action in the page's brand colour (src/config/brands.ts). */
const actionColours = {
  konew: 'bg-brand-700 hover:bg-brand-900',
  kcash: 'bg-kcash-700 hover:bg-kcash-900',
} as const;
/** A link to the page shown, or to the section it is in, is marked: bold, brand colour, underlined. */
const currentLink =
  'aria-[current]:font-semibold aria-[current]:text-brand-700 aria-[current]:underline aria-[current]:decoration-2 aria-[current]:underline-offset-6';

/**
 * `languageSwitch` is the link to this page in the other language (the page knows its route);
 * `path` is the page's path without its locale prefix: it picks the section's call to action
 * (headerAction) and marks the link to the current page.
 */
export function Header({
  locale,
  path,
  languageSwitch,
}: {
  locale: AppLocale;
  path: string;
  languageSwitch: ReactNode;
}) {
  const t = translator(locale, 'Nav');
  const action = headerAction(path);
  return (
    <header className="border-b border-slate-200 bg-white">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:p-2">
        {t('skip')}
      </a>
      {/* A grid with a column of its own for the language switch, last in the HTML: the navigation
          and the menu keep their place if the browser paints before it has parsed the switch. */}
      <div className="mx-auto grid max-w-6xl grid-cols-[auto_1fr_2.75rem] items-center gap-4 px-4 py-3">
        <BrandMark locale={locale} path={path} />
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
          {/* First in the drawer, last in the row (the section's one primary action). */}
          <LocaleLink
            locale={locale}
            href={action.href}
            aria-current={currentMark(action.href, path)}
            className={`site-menu-action mb-3 inline-flex min-h-11 items-center justify-center rounded-md px-4 text-sm font-semibold whitespace-nowrap text-white xl:order-last xl:mb-0 ${actionColours[pageBrand(path)]}`}
            data-testid="header-action"
          >
            {t(action.key)}
          </LocaleLink>
          <LinkList
            locale={locale}
            links={headerNav}
            path={path}
            className="flex flex-wrap gap-1 text-sm"
            linkClassName={`block rounded px-3 py-2 whitespace-nowrap hover:bg-brand-50 ${currentLink}`}
          >
            {({ key }) => t(key)}
          </LinkList>
          <HeaderMenuExtras locale={locale} path={path} />
          <HeaderSearchPanel locale={locale} />
        </nav>
        {languageSwitch}
      </div>
    </header>
  );
}
