import type { AppLocale } from '@/config/locales';
import { localizedPath } from '@/i18n/locale-path';
import { translator } from '@/i18n/translator';

/** The header's site search: a plain GET form (no script), in the drawer on a phone. */
export function HeaderSearch({ locale }: { locale: AppLocale }) {
  const t = translator(locale, 'Nav');
  return (
    <form
      role="search"
      action={localizedPath(locale, '/search')}
      method="get"
      className="mb-3 flex gap-1 xl:mb-0"
    >
      <label htmlFor="site-search-q" className="sr-only">
        {t('searchLabel')}
      </label>
      <input
        id="site-search-q"
        type="search"
        name="q"
        maxLength={100}
        autoComplete="off"
        enterKeyHint="search"
        placeholder={t('searchPlaceholder')}
        className="min-h-11 w-full min-w-0 rounded border border-slate-400 px-2 text-sm xl:min-h-9 xl:w-36"
      />
      <button
        type="submit"
        className="min-h-11 shrink-0 cursor-pointer rounded border border-slate-300 px-3 text-sm xl:min-h-9"
      >
        {t('search')}
      </button>
    </form>
  );
}
