import type { AppLocale } from '@/config/locales';
import type { Article } from '@/content/model';
import { contentPaths } from '@/components/content/content-paths';
import { LocaleLink } from '@/i18n/locale-link';
import { translator } from '@/i18n/translator';
import { listingPath, type KnownTopic } from './blog-listing';

/** The topic filter: all articles, then one link per topic; the current one is marked. */
export function TopicNav({
  locale,
  topics,
  current,
}: {
  locale: AppLocale;
  topics: KnownTopic[];
  current?: string;
}) {
  const t = translator(locale, 'Blog');
  const chip = 'inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-medium';
  const on = 'border-brand-700 bg-brand-700 text-white';
  const off = 'border-slate-300 text-slate-700 hover:border-brand-700 hover:text-brand-700';
  return (
    <nav aria-label={t('topicsLabel')} className="mb-8">
      <ul className="flex flex-wrap gap-2">
        <li>
          <LocaleLink
            locale={locale}
            href="/blog"
            aria-current={current ? undefined : 'page'}
            className={`${chip} ${current ? off : on}`}
          >
            {t('allTopics')}
          </LocaleLink>
        </li>
        {topics.map((topic) => (
          <li key={topic}>
            <LocaleLink
              locale={locale}
              href={listingPath(topic, 1)}
              aria-current={current === topic ? 'page' : undefined}
              className={`${chip} ${current === topic ? on : off}`}
            >
              {t(`topics.${topic}`)}
            </LocaleLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Hot topics: the articles flagged hot, as a numbered list. */
export function HotTopics({ locale, articles }: { locale: AppLocale; articles: Article[] }) {
  if (articles.length === 0) return null;
  const t = translator(locale, 'Blog');
  return (
    <aside aria-labelledby="hot-topics-heading" className="rounded-xl bg-slate-50 p-5">
      <h2 id="hot-topics-heading" className="text-lg font-bold text-slate-900">
        {t('hotTopics')}
      </h2>
      <ol className="mt-3 space-y-3">
        {articles.map((article, i) => (
          <li key={article.id} className="flex gap-3">
            <span aria-hidden="true" className="text-lg font-bold text-brand-700">
              {i + 1}
            </span>
            <LocaleLink
              locale={locale}
              href={contentPaths.article(article.slug)}
              className="text-sm leading-6 text-slate-800 hover:text-brand-700 hover:underline"
            >
              {article.title}
            </LocaleLink>
          </li>
        ))}
      </ol>
    </aside>
  );
}

/** Previous / next links and where the reader is. */
export function Pagination({
  locale,
  topic,
  page,
  pages,
}: {
  locale: AppLocale;
  topic?: string;
  page: number;
  pages: number;
}) {
  if (pages <= 1) return null;
  const t = translator(locale, 'Blog');
  const button =
    'inline-flex min-h-11 items-center rounded-md border border-slate-300 px-4 font-medium hover:border-brand-700 hover:text-brand-700';
  return (
    <nav aria-label={t('pagination')} className="mt-10 flex items-center justify-between gap-4">
      {page > 1 ? (
        <LocaleLink
          locale={locale}
          href={listingPath(topic, page - 1)}
          rel="prev"
          className={button}
        >
          {t('previous')}
        </LocaleLink>
      ) : (
        <span />
      )}
      <p className="text-sm text-slate-600">{t('pageOf', { page, pages })}</p>
      {page < pages ? (
        <LocaleLink
          locale={locale}
          href={listingPath(topic, page + 1)}
          rel="next"
          className={button}
        >
          {t('next')}
        </LocaleLink>
      ) : (
        <span />
      )}
    </nav>
  );
}
