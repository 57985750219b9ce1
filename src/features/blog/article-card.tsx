import type { AppLocale } from '@/config/locales';
import { contentImage } from '@/content/images';
import type { Article } from '@/content/model';
import { ContentCard } from '@/components/content/content-card';
import { contentPaths } from '@/components/content/content-paths';
import { formatContentDate, isoDay } from '@/components/content/format';
import { translator } from '@/i18n/translator';

/** An article in a list: picture, kind and featured badges, title (the whole card is the link), summary, date. */
export function ArticleCard({
  article,
  locale,
  showKind = false,
  headingLevel = 3,
  priority = false,
}: {
  article: Article;
  locale: AppLocale;
  showKind?: boolean;
  /** 2 where the list sits right under the page's h1 (headings must not skip a level). */
  headingLevel?: 2 | 3;
  /** The card at the top of the page: its picture loads at once (it is the largest paint). */
  priority?: boolean;
}) {
  const t = translator(locale, 'Blog');
  const c = translator(locale, 'ContentCommon');
  return (
    <ContentCard
      locale={locale}
      href={contentPaths.article(article.slug)}
      title={article.title}
      cover={article.coverImage ? contentImage(article.coverImage) : undefined}
      priority={priority}
      headingLevel={headingLevel}
      summary={article.summary}
      badges={
        showKind || article.featured ? (
          <>
            {showKind ? (
              <span className="rounded bg-slate-100 px-2 py-0.5 text-slate-700">
                {t(`kinds.${article.kind}`)}
              </span>
            ) : null}
            {article.featured ? (
              <span className="rounded bg-brand-50 px-2 py-0.5 text-brand-700">
                {c('featured')}
              </span>
            ) : null}
          </>
        ) : null
      }
      meta={
        <>
          <time dateTime={isoDay(article.publishDate)}>
            {formatContentDate(article.publishDate, locale)}
          </time>
          {article.kind === 'video' && article.duration ? <span> · {article.duration}</span> : null}
        </>
      }
    />
  );
}

/** A grid of article cards. */
export function ArticleGrid({
  articles,
  locale,
  showKind = false,
  headingLevel,
  className = '',
  priorityFirst = false,
}: {
  articles: Article[];
  locale: AppLocale;
  showKind?: boolean;
  headingLevel?: 2 | 3;
  className?: string;
  /** The grid opens the page: its first picture is not lazy-loaded. */
  priorityFirst?: boolean;
}) {
  return (
    <ul className={`grid gap-6 sm:grid-cols-2 xl:grid-cols-3 ${className}`}>
      {articles.map((article, index) => (
        <ArticleCard
          key={article.id}
          priority={priorityFirst && index === 0}
          article={article}
          locale={locale}
          showKind={showKind}
          headingLevel={headingLevel}
        />
      ))}
    </ul>
  );
}
