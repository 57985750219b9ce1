import type { AppLocale } from '@/config/locales';
import type { Article } from '@/content/model';
import { EntryPicture } from '@/components/content/content-img';
import { contentPaths } from '@/components/content/content-paths';
import { DraftBanner } from '@/components/content/draft-banner';
import { formatContentDate, isoDay } from '@/components/content/format';
import { BreadcrumbJsonLd } from '@/components/seo/breadcrumb-json-ld';
import { JsonLd } from '@/components/seo/json-ld';
import { RichText } from '@/components/content/rich-text';
import { LocaleLink } from '@/i18n/locale-link';
import { translator } from '@/i18n/translator';
import { ArticleGrid } from './article-card';
import { articleJsonLd } from './article-json-ld';
import { isKnownTopic, listingPath } from './blog-listing';
import { PageSection } from '@/components/layout/page-section';
import { articleListText } from './article-list-text';
import { ArticleVideo } from './article-video';

/** An article page (blog post, news or video): header, picture, body, topics, related articles, JSON-LD. */
export function ArticleView({
  article,
  related,
  locale,
  origin,
  preview,
}: {
  article: Article;
  related: Article[];
  locale: AppLocale;
  /** The site's origin, for the JSON-LD's absolute URLs. */
  origin: string;
  /** Drafts are shown (draft mode): the banner says so. */
  preview: boolean;
}) {
  const t = translator(locale, 'Blog');
  const c = translator(locale, 'ContentCommon');
  const list =
    article.kind === 'news' || article.kind === 'video'
      ? articleListText(locale, article.kind === 'news' ? 'news' : 'videos')
      : null;
  const parent = list
    ? { href: list.path, label: list.title }
    : { href: '/blog', label: t('title') };
  const topics = article.topics.filter(isKnownTopic);
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <DraftBanner locale={locale} preview={preview} path={contentPaths.article(article.slug)} />
      <JsonLd data={articleJsonLd(article, locale, origin)} />
      <BreadcrumbJsonLd
        locale={locale}
        origin={origin}
        trail={[
          { name: t('title'), path: '/blog' },
          ...(article.kind === 'blog' ? [] : [{ name: parent.label, path: parent.href }]),
          { name: article.title, path: `/blog/${article.slug}` },
        ]}
      />
      <nav aria-label={c('breadcrumb')} className="mb-6 text-sm text-slate-600">
        <ol className="flex flex-wrap gap-1">
          <li>
            <LocaleLink locale={locale} href="/" className="hover:underline">
              {c('home')}
            </LocaleLink>{' '}
            ›
          </li>
          {article.kind === 'blog' ? null : (
            <li>
              <LocaleLink locale={locale} href="/blog" className="hover:underline">
                {t('title')}
              </LocaleLink>{' '}
              ›
            </li>
          )}
          <li>
            <LocaleLink locale={locale} href={parent.href} className="hover:underline">
              {parent.label}
            </LocaleLink>
          </li>
        </ol>
      </nav>
      <header>
        <p className="text-sm font-semibold text-brand-700">{t(`kinds.${article.kind}`)}</p>
        <h1 className="mt-2 text-3xl leading-tight font-bold tracking-tight text-slate-900 md:text-4xl">
          {article.title}
        </h1>
        <p className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
          {/* The machine-readable day on the words a reader hears once, not a second, ISO copy. */}
          <time dateTime={isoDay(article.publishDate)}>
            {c('publishedOn', { date: formatContentDate(article.publishDate, locale) })}
          </time>
          {article.author ? <span>{t('by', { author: article.author })}</span> : null}
          {article.source ? <span>{t('source', { source: article.source })}</span> : null}
        </p>
        {article.summary ? (
          <p className="mt-4 text-lg leading-8 text-slate-700">{article.summary}</p>
        ) : null}
      </header>
      {article.kind === 'video' ? (
        <ArticleVideo article={article} locale={locale} />
      ) : (
        <EntryPicture asset={article.coverImage} priority className="mt-8 w-full rounded-xl" />
      )}
      {article.body ? <RichText locale={locale} document={article.body} className="mt-6" /> : null}
      {topics.length ? (
        <ul className="mt-10 flex flex-wrap gap-2" aria-label={t('topicsLabel')}>
          {topics.map((topic) => (
            <li key={topic}>
              <LocaleLink
                locale={locale}
                href={listingPath(topic, 1)}
                className="inline-flex min-h-11 items-center rounded-full border border-slate-300 px-4 text-sm hover:border-brand-700 hover:text-brand-700"
              >
                #{t(`topics.${topic}`)}
              </LocaleLink>
            </li>
          ))}
        </ul>
      ) : null}
      {related.length ? (
        <PageSection id="related" title={t('related')} look="more">
          <ArticleGrid
            articles={related}
            locale={locale}
            showKind
            className="mt-6 xl:grid-cols-2"
          />
        </PageSection>
      ) : null}
      <p className="mt-10">
        <LocaleLink
          locale={locale}
          href={parent.href}
          className="font-semibold text-brand-700 underline underline-offset-2"
        >
          {t('backToBlog')}
        </LocaleLink>
      </p>
    </article>
  );
}
