import { PageFrame } from '@/components/layout/page-frame';
import { PageHeading } from '@/components/ui/page-heading';
import type { AppLocale } from '@/config/locales';
import { headerNav } from '@/config/navigation';
import { LinkList } from '@/components/ui/link-list';
import { localizedPath } from '@/i18n/locale-path';
import { translator } from '@/i18n/translator';
import type { SearchPage } from './search-query';
import { MAX_QUERY_LENGTH } from './search-query';
import { SearchResultsView } from './search-result-view';

/** What the search page shows: a prompt, results, nothing found, or the rate limit's answer. */
export type SearchOutcome =
  { kind: 'empty' } | { kind: 'limited' } | { kind: 'results'; results: SearchPage };

/** The site's main pages, for a visitor the search could not help. */
function HelpfulLinks({ locale, lead }: { locale: AppLocale; lead: string }) {
  const nav = translator(locale, 'Nav');
  return (
    <div className="mt-6" data-testid="search-help">
      <p className="text-slate-700">{lead}</p>
      <LinkList
        locale={locale}
        links={headerNav}
        className="mt-3 flex flex-wrap gap-2"
        linkClassName="inline-flex min-h-11 items-center rounded-full border border-slate-300 px-4 hover:bg-brand-50"
      >
        {({ key }) => nav(key)}
      </LinkList>
    </div>
  );
}

/** /search: a GET form the server answers, so it works the same without JavaScript. */
export function SearchView({
  locale,
  query,
  outcome,
}: {
  locale: AppLocale;
  query: string;
  outcome: SearchOutcome;
}) {
  const t = translator(locale, 'Search');
  return (
    <PageFrame>
      <PageHeading title={t('title')} />
      <form
        role="search"
        action={localizedPath(locale, '/search')}
        method="get"
        className="flex gap-2"
      >
        <label htmlFor="search-page-q" className="sr-only">
          {t('label')}
        </label>
        <input
          id="search-page-q"
          type="search"
          name="q"
          defaultValue={query}
          maxLength={MAX_QUERY_LENGTH}
          autoComplete="off"
          enterKeyHint="search"
          className="min-h-11 w-full min-w-0 rounded border border-slate-400 px-3"
        />
        <button
          type="submit"
          className="min-h-11 shrink-0 cursor-pointer rounded bg-brand-700 px-5 font-semibold text-white"
        >
          {t('submit')}
        </button>
      </form>
      <div className="mt-8">
        {outcome.kind === 'limited' ? (
          <p role="alert" className="text-red-800">
            {t('limited')}
          </p>
        ) : outcome.kind === 'empty' ? (
          <HelpfulLinks locale={locale} lead={t('empty')} />
        ) : outcome.results.total === 0 ? (
          <>
            <h2 className="text-lg font-semibold text-slate-900">{t('noResults', { query })}</h2>
            <HelpfulLinks locale={locale} lead={t('tips')} />
          </>
        ) : (
          <SearchResultsView locale={locale} query={query} results={outcome.results} />
        )}
      </div>
    </PageFrame>
  );
}
