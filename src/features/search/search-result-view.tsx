import type { AppLocale } from '@/config/locales';
import { LocaleLink } from '@/i18n/locale-link';
import { localizedPath } from '@/i18n/locale-path';
import { translator } from '@/i18n/translator';
import type { TextPiece } from './search-highlight';
import type { SearchPage } from './search-query';

/** Text with its matches in `<mark>`: React escapes every piece (the query is never HTML). */
export function Marked({ pieces }: { pieces: readonly TextPiece[] }) {
  return (
    <>
      {pieces.map((piece, i) =>
        piece.hit ? (
          <mark key={i} className="rounded-sm bg-amber-100 px-0.5 text-inherit">
            {piece.text}
          </mark>
        ) : (
          piece.text
        ),
      )}
    </>
  );
}

const pageHref = (locale: AppLocale, query: string, page: number) =>
  `${localizedPath(locale, '/search')}?${new URLSearchParams({ q: query, ...(page > 1 ? { page: String(page) } : {}) })}`;

/** The results of one page, best first, then links to the pages before and after. */
export function SearchResultsView({
  locale,
  query,
  results,
}: {
  locale: AppLocale;
  query: string;
  results: SearchPage;
}) {
  const t = translator(locale, 'Search');
  const link = 'inline-flex min-h-11 items-center rounded border border-slate-300 px-4';
  return (
    <section aria-labelledby="search-results-heading">
      <h2 id="search-results-heading" className="text-lg font-semibold text-slate-900">
        {t('results', { query, count: results.total })}
      </h2>
      <ol className="mt-4 divide-y divide-slate-200" aria-label={t('resultsLabel')}>
        {results.hits.map((hit) => (
          <li key={hit.id} className="py-4" data-testid="search-result">
            <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
              {t(`types.${hit.type}`)}
            </p>
            <h3 className="mt-1 text-lg font-semibold">
              <LocaleLink locale={locale} href={hit.path} className="text-slate-900 underline">
                <Marked pieces={hit.title} />
              </LocaleLink>
            </h3>
            <p className="mt-1 text-slate-700" data-testid="search-snippet">
              <Marked pieces={hit.snippet} />
            </p>
          </li>
        ))}
      </ol>
      {results.pages > 1 ? (
        <nav aria-label={t('pagination')} className="mt-6 flex flex-wrap items-center gap-3">
          {results.page > 1 ? (
            <a href={pageHref(locale, query, results.page - 1)} rel="prev" className={link}>
              {t('previous')}
            </a>
          ) : null}
          <p aria-current="page">{t('pageOf', { page: results.page, pages: results.pages })}</p>
          {results.page < results.pages ? (
            <a href={pageHref(locale, query, results.page + 1)} rel="next" className={link}>
              {t('next')}
            </a>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}
