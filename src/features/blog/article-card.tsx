import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/config/locales';
import { contentImage } from '@/content/images';
import type { Article } from '@/content/model';
import { ContentImg } from '@/components/content/content-img';
import { contentPaths } from '@/components/content/content-paths';
import { formatContentDate, isoDay } from '@/components/content/format';
import { revealProps } from '@/components/content/reveal';
import { Link } from '@/i18n/link';

/** An article in a list: picture, kind and featured badges, title (the whole card is the link), summary, date. */
export async function ArticleCard({
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
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const [t, c] = await Promise.all([getTranslations('Blog'), getTranslations('ContentCommon')]);
  return (
    <li {...revealProps} className={`${revealProps.className} h-full`}>
      <article className="relative flex h-full gap-4 overflow-hidden rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:flex-col sm:gap-0 sm:p-0 transition-shadow focus-within:shadow-md hover:shadow-md">
        {article.coverImage ? (
          <ContentImg
            image={contentImage(article.coverImage)}
            decorative
            priority={priority}
            className="size-24 shrink-0 rounded-lg object-cover sm:aspect-video sm:size-auto sm:w-full sm:rounded-none"
          />
        ) : null}
        <div className="flex min-w-0 flex-1 flex-col sm:p-5">
          {showKind || article.featured ? (
            <p className="mb-2 flex flex-wrap gap-2 text-xs font-semibold">
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
            </p>
          ) : null}
          <Heading className="text-base leading-snug font-semibold text-slate-900 sm:text-lg">
            <Link
              href={contentPaths.article(article.slug)}
              prefetch={false}
              className="after:absolute after:inset-0 hover:text-brand-700 focus-visible:outline-none"
            >
              {article.title}
            </Link>
          </Heading>
          {article.summary ? (
            <p className="mt-2 line-clamp-2 text-sm leading-6 text-slate-600 sm:line-clamp-3">
              {article.summary}
            </p>
          ) : null}
          <p className="mt-auto pt-2 text-xs text-slate-600 sm:pt-4">
            <time dateTime={isoDay(article.publishDate)}>
              {formatContentDate(article.publishDate, locale)}
            </time>
            {article.kind === 'video' && article.duration ? (
              <span> · {article.duration}</span>
            ) : null}
          </p>
        </div>
      </article>
    </li>
  );
}

/** A grid of article cards. */
export async function ArticleGrid({
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
