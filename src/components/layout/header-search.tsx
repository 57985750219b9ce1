import type { AppLocale } from '@/config/locales';
import { localizedPath } from '@/i18n/locale-path';
import { translator } from '@/i18n/translator';

/** The site search's field: a plain GET form to /search (no script). */
function SearchForm({
  locale,
  id,
  className,
}: {
  locale: AppLocale;
  id: string;
  className: string;
}) {
  const t = translator(locale, 'Nav');
  return (
    <form
      role="search"
      action={localizedPath(locale, '/search')}
      method="get"
      className={className}
    >
      <label htmlFor={id} className="sr-only">
        {t('searchLabel')}
      </label>
      <input
        id={id}
        type="search"
        name="q"
        maxLength={100}
        autoComplete="off"
        enterKeyHint="search"
        placeholder={t('searchPlaceholder')}
        className="min-h-11 w-full min-w-0 rounded border border-slate-400 px-2 text-sm"
      />
      <button
        type="submit"
        className="min-h-11 shrink-0 cursor-pointer rounded border border-slate-300 px-3 text-sm"
      >
        {t('search')}
      </button>
    </form>
  );
}

const panelId = 'site-search';

/** Below xl: the first thing in the menu drawer (in the row of links without popovers). */
export const HeaderSearchField = ({ locale }: { locale: AppLocale }) => (
  <SearchForm locale={locale} id="site-search-q" className="site-search-inline mb-3 gap-1" />
);

/** From xl, where the links fill the header's row: a Search button opens the field as a popover. */
export function HeaderSearchPanel({ locale }: { locale: AppLocale }) {
  const t = translator(locale, 'Nav');
  return (
    <>
      <button
        type="button"
        popoverTarget={panelId}
        className="site-search-button cursor-pointer rounded px-3 py-2 text-sm hover:bg-brand-50"
      >
        {t('search')}
      </button>
      <div
        id={panelId}
        popover="auto"
        className="mx-auto mt-16 w-[min(36rem,90vw)] rounded-lg border border-slate-200 bg-white p-4 shadow-xl backdrop:bg-slate-900/20"
      >
        <SearchForm locale={locale} id="site-search-panel-q" className="flex gap-2" />
      </div>
    </>
  );
}
